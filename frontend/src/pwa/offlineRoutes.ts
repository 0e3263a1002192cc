/**
 * What the service worker (src/sw/sw.ts) keeps for reading offline, and under which cache names:
 * shared by the worker and the page, which clears the account's caches on sign-out or a change of
 * account (offlineCaches.ts). Plain functions of a URL, so that they are tested without a worker.
 */

/** The caches that hold what one account saw: cleared together whenever the account changes. */
export const ACCOUNT_CACHES = {
  /** GET /api/recipes/{id}: the recipes last opened, with cook mode (the recipe's own answer). */
  recipes: 'plantry-recipes',
  /** GET /api/favorites pages: the member's saved recipes. */
  favourites: 'plantry-favourites',
  /** GET /api/auth/user: who was signed in, so that the member's pages open offline. */
  currentUser: 'plantry-current-user',
  /** /uploads/ pictures of those recipes and cards. */
  pictures: 'plantry-pictures',
} as const;

/** How many recipes and pictures stay readable offline (the oldest used go first). */
export const OFFLINE_LIMITS = { recipes: 30, favouritePages: 10, pictures: 200, maxAgeSeconds: 30 * 24 * 3600 } as const;

const RECIPE = /^\/api\/recipes\/\d+$/;

/** A recipe's page data, GET /api/recipes/12 (not its sub-resources, nor lists). */
export const isRecipeRequest = (url: URL) => RECIPE.test(url.pathname);

/** A page of the member's favourites, GET /api/favorites?limit=24&offset=0. */
export const isFavouritesRequest = (url: URL) => url.pathname === '/api/favorites';

/** Who is signed in. The only /api/auth/ path kept: sign-in, sign-out and the rest never are. */
export const isCurrentUserRequest = (url: URL) => url.pathname === '/api/auth/user';

/** A stored picture (recipes, reviews, avatars): hashed names that never change once written. */
export const isUploadRequest = (url: URL) => url.pathname.startsWith('/uploads/');

/**
 * Paths the server answers itself, never with the app's page: the API (and its docs), uploads,
 * the files for search engines, the queue dashboard and metrics. A navigation to one of them that
 * fails offline is left to fail: the app's page would be wrong there.
 */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/uploads\//, /^\/admin\/queues(\/|$)/, /^\/metrics$/, /^\/(sitemap\.xml|robots\.txt)$/];

/** Whether a failed navigation to `url` may be answered with the app's precached page (the shell). */
export const isAppPage = (url: URL) => !SERVER_PATHS.some((path) => path.test(url.pathname));
