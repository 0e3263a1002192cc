import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** False until the page has painted once since this component mounted, then true. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Renders `children` (a component whose code loads on first use) only once the page around it has
 * painted, and `placeholder` until then and while that code loads: the page's title shows without
 * waiting for a form's code, and a slow phone starts downloading it only after the first paint
 * (docs/decisions/performance.md, "First page load").
 */
export function AfterPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const painted = usePainted();
  return painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
