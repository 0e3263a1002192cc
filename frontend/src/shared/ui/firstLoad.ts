import { startTransition, useEffect, useState } from 'react';

/*
 * While a page loads for the first time, what is outside its first screen waits: pictures (which
 * would take a slow connection's bandwidth from those the first screen needs) and the cards and
 * tiles past the first few (which would make the first render longer). They come once the page
 * has loaded (its scripts, styles and the picture it preloads) and shown its first screen, in the
 * background. From then on, for every page the app opens, they come at once.
 */

/** Cards or tiles of a list shown while the page loads: a row at the widest layout. */
export const FIRST_SCREEN_ITEMS = 4;

let loaded = true;
let scheduled = false;
const listeners = new Set<() => void>();

/** Called once, as the app starts, while the page is loading: holds back what is outside the first screen. */
export function holdBackUntilLoaded(): void {
  if (document.readyState !== 'complete') loaded = false;
}

/** Once the window has loaded, in a task after the one that rendered the first screen. */
function scheduleLoaded() {
  if (scheduled) return;
  scheduled = true;
  const markLoaded = () =>
    setTimeout(() => {
      loaded = true;
      startTransition(() => {
        for (const listener of listeners) listener();
      });
    }, 0);
  if (document.readyState === 'complete') markLoaded();
  else window.addEventListener('load', markLoaded, { once: true });
}

/** Whether the app's first page has loaded and shown its first screen (see above); false while it loads. */
export function isPageLoaded(): boolean {
  return loaded;
}

/** Whether what is outside the first screen may come (see above). */
export function usePageLoaded(): boolean {
  const [pageLoaded, setPageLoaded] = useState(loaded);
  useEffect(() => {
    if (pageLoaded) return undefined;
    const listener = () => setPageLoaded(true);
    listeners.add(listener);
    // After the first render with something held back has been committed (and so painted first).
    if (loaded) listener();
    else scheduleLoaded();
    return () => {
      listeners.delete(listener);
    };
  }, [pageLoaded]);
  return pageLoaded;
}

/** How many of a list's `count` items to render: the first screen's while the page loads, then all. */
export function useFirstScreenCount(count: number, firstScreen = FIRST_SCREEN_ITEMS): number {
  return usePageLoaded() ? count : Math.min(count, firstScreen);
}
