/**
 * Who a page is for (SPEC.md section 2):
 * - everyone: visitors and signed-in users alike;
 * - members: signed-in users; a visitor is answered by the page itself (Sign In Required, Access
 *   Denied, or sent to /auth), which the server answers 401;
 * - signedIn: signed-in users; a visitor gets the 404 page;
 * - admins: admins; a visitor gets the 404 page, any other member is refused (403).
 */
export type PageAccess = 'everyone' | 'members' | 'signedIn' | 'admins';

export interface PageRoute {
  /** As the frontend's router writes it: ':id' is one segment, a final '*' any rest. */
  path: string;
  access: PageAccess;
  /** The document title the page sets, where it does not depend on the page's data. */
  title?: string;
}

/**
 * Every path of the app. The frontend's route table is checked against this list (routes.test.ts),
 * and the server answers each path's status from it: a path that is not here is a 404.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', access: 'everyone' },
  { path: '/auth', access: 'everyone', title: 'Sign In | Plantry' },
  { path: '/browse', access: 'everyone' },
  { path: '/advanced-search', access: 'everyone', title: 'Advanced Search | Plantry' },
  { path: '/cuisines', access: 'everyone', title: 'Cuisines | Plantry' },
  { path: '/pantry', access: 'everyone', title: 'What Can I Cook? | Plantry' },
  { path: '/contact', access: 'everyone', title: 'Get in Touch | Plantry' },
  { path: '/privacy-policy', access: 'everyone', title: 'Plantry Privacy Policy' },
  { path: '/terms-of-service', access: 'everyone', title: 'Plantry Terms of Service' },
  { path: '/recipe/:id', access: 'everyone' },
  { path: '/cook/:id', access: 'everyone' },
  { path: '/collection/:id', access: 'everyone' },
  { path: '/reset-password', access: 'everyone' },
  { path: '/unsubscribe', access: 'everyone', title: 'Unsubscribe | Plantry' },
  { path: '/verify-email', access: 'everyone', title: 'Email Verification | Plantry' },
  { path: '/create', access: 'members', title: 'Share Your Recipe | Plantry' },
  { path: '/create-recipe', access: 'members' },
  { path: '/favorites', access: 'members', title: 'My Favorites | Plantry' },
  { path: '/shopping-list', access: 'members', title: 'Shopping List | Plantry' },
  { path: '/my-recipes', access: 'members', title: 'My Recipes | Plantry' },
  { path: '/edit-recipe/:id', access: 'members', title: 'Edit Recipe | Plantry' },
  { path: '/profile', access: 'signedIn', title: 'Profile | Plantry' },
  { path: '/notifications', access: 'signedIn', title: 'Notifications | Plantry' },
  { path: '/admin', access: 'admins', title: 'Admin Dashboard | Plantry' },
  // Deeper admin paths: the queue dashboard (/admin/queues, served by the API to admins) and unknown ones.
  { path: '/admin/*', access: 'admins' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as a pattern matching as the router does: any case, an optional final slash. */
function pathPattern(path: string): RegExp {
  const rest = path.endsWith('/*');
  const segments = (rest ? path.slice(0, -2) : path).split('/').filter(Boolean);
  const body = segments.map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`)).join('');
  return new RegExp(`^${body}${rest ? '(?:/.*)?' : ''}/?$`, 'i');
}

const PATTERNS = PAGE_ROUTES.map((route) => ({ route, pattern: pathPattern(route.path) }));

/**
 * The route of a path (without its query), or undefined for a path the app does not know. An
 * exact path wins over a '*' one, as in the router.
 */
export function pageRouteOf(pathname: string): PageRoute | undefined {
  const matches = PATTERNS.filter(({ pattern }) => pattern.test(pathname)).map(({ route }) => route);
  return matches.find((route) => !route.path.endsWith('*')) ?? matches[0];
}
