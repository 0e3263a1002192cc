/**
 * Plantry's service worker (docs/decisions/frontend.md, 'Offline and installable'): the app's
 * files precached; the recipes, favourites and pictures a member opened kept for reading offline;
 * pages still from the server whenever it answers. Built by vite-plugin-pwa (injectManifest),
 * which writes the precache list into `self.__WB_MANIFEST`.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteMatchCallback } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  ACCOUNT_CACHES,
  isAppPage,
  isCurrentUserRequest,
  isFavouritesRequest,
  isRecipeRequest,
  isUploadRequest,
  OFFLINE_LIMITS,
} from '../pwa/offlineRoutes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open pages at once, so that what they open next is kept. A later
// version waits until the member chooses Reload (UpdatePrompt), then takes over.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Same-origin GETs (registerRoute's default method) matching `test`. */
const sameOrigin =
  (test: (url: URL) => boolean): RouteMatchCallback =>
  ({ url, sameOrigin }) =>
    sameOrigin && test(url);

/** Only complete answers are kept: never an error, a redirect or an opaque answer. */
const completeAnswers = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * Pages always come from the server, which writes each page's head (title, description, JSON-LD
 * for search engines and link previews), its status (404s) and a visitor's first answers into it.
 * Only when there is no answer does the precached app page (index.html) stand in, and only for the
 * app's pages: never for /api, /uploads or the server's own files. No navigation preload: the
 * browser sends a preload for every navigation, and where the worker does not answer (the
 * /api/auth/oidc/* sign-in steps, /api/login) it sends the request a second time, so a sign-in step
 * that may be used once ran twice.
 */
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && isAppPage(url),
  new NetworkOnly({ plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }] }),
);

/**
 * API answers: from the network whenever it answers (no time-out, so an online member never sees
 * an older answer), the last one kept for when it does not. Bounded, the least recently used first
 * out.
 */
const networkFirst = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    plugins: [completeAnswers(), new ExpirationPlugin({ maxEntries, maxAgeSeconds: OFFLINE_LIMITS.maxAgeSeconds })],
  });

registerRoute(sameOrigin(isRecipeRequest), networkFirst(ACCOUNT_CACHES.recipes, OFFLINE_LIMITS.recipes));
registerRoute(sameOrigin(isFavouritesRequest), networkFirst(ACCOUNT_CACHES.favourites, OFFLINE_LIMITS.favouritePages));
registerRoute(sameOrigin(isCurrentUserRequest), networkFirst(ACCOUNT_CACHES.currentUser, 1));

/** Pictures never change under their name (the server serves them immutable): the kept copy is used first. */
registerRoute(
  sameOrigin(isUploadRequest),
  new CacheFirst({
    cacheName: ACCOUNT_CACHES.pictures,
    plugins: [
      completeAnswers(),
      new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.pictures, maxAgeSeconds: OFFLINE_LIMITS.maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
);
