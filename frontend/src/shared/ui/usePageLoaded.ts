import { useSyncExternalStore } from 'react';

const isLoaded = () => document.readyState === 'complete';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * Whether the page's first load is over (the window's load event): its scripts, styles and the
 * picture it preloads are in. True from then on, including for every page the app opens later.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded);
}
