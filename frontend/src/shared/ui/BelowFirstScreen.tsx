import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { isPageLoaded } from './firstLoad';

/** The longest wait for the first screen's largest paint to be reported. */
const LONGEST_WAIT_MS = 1000;

/**
 * Calls `then` once the browser has shown a largest paint made after this call (what Lighthouse
 * calls the largest contentful paint, reported by Chromium and Firefox), or after
 * LONGEST_WAIT_MS when none comes (input stops the reports); where the browser does not report
 * it, after the next paint. Returns a function that cancels it.
 */
function afterLargestPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  const done = () => {
    observer?.disconnect();
    clearTimeout(timer);
    timer = setTimeout(then);
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const since = performance.now();
    // The time of such a paint is when it was shown, some milliseconds after the frame that drew it.
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    timer = setTimeout(done, LONGEST_WAIT_MS);
  } else {
    // A task queued from an animation frame runs after that frame is painted.
    frame = requestAnimationFrame(done);
  }
  return () => {
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A part of a page below its first screen whose code loads on first use (`children`, e.g. a
 * lazyComponent). While the app's first page loads, it renders only once the browser has shown
 * that page's first screen (its largest paint), so that its code is not among the scripts the
 * first screen waits for; on every later page it renders at once (from its Suspense boundary
 * while its code loads), so that going back to a page finds it there to scroll to. `placeholder`
 * until then (none by default: what is below the first screen may come later without moving what
 * is seen).
 */
export function BelowFirstScreen({ placeholder = null, children }: { placeholder?: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(isPageLoaded);
  useEffect(() => (shown ? undefined : afterLargestPaint(() => setShown(true))), [shown]);
  return shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
