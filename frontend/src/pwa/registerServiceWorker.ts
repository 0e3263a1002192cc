import { waitingUpdate } from './updateState';

/** How often an open app asks whether a new version is out (the browser asks on each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/sw/sw.ts) once the page has loaded, loading the registration's
 * code (workbox-window) only then, so that the first load carries none of it. A new version
 * waits until the member chooses Reload in UpdatePrompt.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        immediate: true,
        onNeedRefresh: () => waitingUpdate.offer(() => void update(true)),
        onRegisteredSW: (_url, registration) => {
          if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
        },
      });
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
