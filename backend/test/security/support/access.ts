/**
 * The access matrix: what each kind of caller gets from each operation of the API document.
 *
 * A number is the status; a 2xx means the call's effect happened (the row changed), anything else
 * that nothing changed. `same(204)` is an answer that changes nothing (signing out without a session).
 * Targets belong to the home cook (a recipe by author A, a review by A on the other author's
 * recipe, which that author may answer, a reply by A to a review of A's recipe, A's favourites, an
 * item of A's shopping list); the reads of a single recipe and its
 * reviews, and adding a recipe to a shopping list, target a pending one. Collections are the home
 * cook's, private or public as the comment above their rows says.
 */
import type { Actor } from './world.js';

export interface Outcome {
  status: number;
  changes: boolean;
}
type Expected = number | Outcome;
type Row = readonly [visitor: Expected, registered: Expected, homeCook: Expected, otherAuthor: Expected, admin: Expected];

export const same = (status: number): Outcome => ({ status, changes: false });
const everyone = (status: number): Row => [status, status, status, status, status];
const signedIn = (status: number): Row => [401, status, status, status, status];
const adminOnly = (status: number): Row => [401, 403, 403, 403, status];

//                                                 visitor     registered homeCook otherAuthor admin
export const ACCESS: Record<string, Row> = {
  'GET /api/health': everyone(200),
  'GET /api/health/ready': everyone(200),
  'GET /api/health/live': everyone(200),
  'GET /api/captcha': everyone(200),
  'GET /api/login': everyone(302),
  'GET /api/auth/user': signedIn(200),
  'PATCH /api/auth/user': signedIn(200),
  'PATCH /api/profile/role': [401, 200, 403, 403, 403],
  'POST /api/register': everyone(201),
  'POST /api/verify-email': everyone(200),
  'POST /api/verify-email/sign-in': everyone(200),
  'POST /api/resend-verification': everyone(200),
  'POST /api/forgot-password': everyone(200),
  'POST /api/reset-password': everyone(200),
  'POST /api/login': everyone(200),
  // No provider is set up in the attack suite's world (security/provider-sign-in.test.ts has one).
  'GET /api/auth/providers': everyone(200),
  'GET /api/auth/oidc/start': everyone(404),
  'GET /api/auth/oidc/callback': everyone(404),
  'POST /api/login/two-factor': everyone(200),
  'GET /api/auth/two-factor': signedIn(200),
  'POST /api/auth/two-factor/setup': signedIn(200),
  'POST /api/auth/two-factor/enable': signedIn(200),
  'POST /api/auth/two-factor/recovery-codes': signedIn(200),
  // Admins keep two-factor sign-in on once it is set up.
  'POST /api/auth/two-factor/disable': [401, 200, 200, 200, 403],
  'POST /api/login/passkey/options': everyone(200),
  'POST /api/login/passkey': everyone(200),
  'GET /api/auth/passkeys': signedIn(200),
  'POST /api/auth/passkeys/registration-options': signedIn(200),
  'POST /api/auth/passkeys': signedIn(201),
  // The home cook's passkey: nobody else's to rename or remove (404, as if it did not exist).
  'PATCH /api/auth/passkeys/{id}': [401, 404, 200, 404, 404],
  'DELETE /api/auth/passkeys/{id}': [401, 404, 204, 404, 404],
  'POST /api/logout': [same(204), 204, 204, 204, 204],
  'POST /api/contact': everyone(201),
  'GET /api/auth/user/data': signedIn(200),
  'DELETE /api/auth/user': [401, 204, 204, 204, 403],
  'PUT /api/auth/user/avatar': signedIn(200),
  'PUT /api/auth/user/language': signedIn(204),
  'DELETE /api/auth/user/avatar': signedIn(200),

  'GET /api/cooks/{id}': everyone(200),
  'POST /api/cooks/{id}/follow': signedIn(200),
  'DELETE /api/cooks/{id}/follow': signedIn(200),
  'GET /api/following/recipes': signedIn(200),

  'GET /api/cuisines': everyone(200),
  'GET /api/cuisines/popular': everyone(200),
  'GET /api/recipes': everyone(200),
  'GET /api/recipes/free-from-counts': everyone(200),
  'GET /api/recipes/pantry-foods': everyone(200),
  'GET /api/recipes/{id}/swap-votes': [404, 404, 200, 404, 200],
  'PUT /api/recipes/{id}/swap-votes/{key}': [401, 404, 200, 404, 200],
  'DELETE /api/recipes/{id}/swap-votes/{key}': [401, 404, 200, 404, 200],
  'GET /api/my-recipes': signedIn(200),
  'POST /api/recipes': [401, 403, 201, 201, 201],
  'POST /api/recipes/read-ingredients': signedIn(200),
  // A link import is its starter's alone: other authors and admins are told it does not exist.
  'POST /api/recipe-links': [401, 403, 202, 202, 202],
  'GET /api/recipe-links/{id}': [401, 403, 200, 404, 404],
  'GET /api/recipes/{id}': [404, 404, 200, 404, 200],
  'PUT /api/recipes/{id}': [401, 403, 200, 403, 200],
  'DELETE /api/recipes/{id}': [401, 403, 204, 403, 204],
  'PUT /api/recipes/{id}/images': [401, 403, 200, 403, 200],
  'GET /api/recipes/{id}/reviews': [404, 404, 200, 404, 200],
  'POST /api/recipes/{id}/reviews': [401, 201, 403, 201, 201],
  'PATCH /api/reviews/{id}': [401, 403, 200, 403, 200],
  'DELETE /api/reviews/{id}': [401, 403, 204, 403, 204],
  'POST /api/reviews/{id}/replies': [401, 403, 403, 201, 201],
  'PATCH /api/review-replies/{id}': [401, 403, 200, 403, 200],
  'DELETE /api/review-replies/{id}': [401, 403, 204, 403, 204],
  'PUT /api/reviews/{id}/helpful': [401, 200, 403, 200, 200],
  'DELETE /api/reviews/{id}/helpful': [401, 200, 403, 200, 200],

  // Reads, PATCH and adding a recipe target a private collection of the home cook; deleting it and taking a recipe out, a public one.
  'GET /api/collections': signedIn(200),
  'POST /api/collections': signedIn(201),
  'GET /api/collections/{id}': [404, 404, 200, 404, 404],
  'GET /api/collections/{id}/recipes': [404, 404, 200, 404, 404],
  'PATCH /api/collections/{id}': [401, 404, 200, 404, 404],
  'DELETE /api/collections/{id}': [401, 403, 204, 403, 403],
  'PUT /api/collections/{id}/recipes/{recipeId}': [401, 404, 200, 404, 404],
  'DELETE /api/collections/{id}/recipes/{recipeId}': [401, 403, 200, 403, 403],

  // Marking one read targets a notification of the home cook's; the others act on the caller's own.
  'GET /api/notifications': signedIn(200),
  'GET /api/notifications/unread-count': signedIn(200),
  'PUT /api/notifications/{id}/read': [401, 404, 204, 404, 404],
  'POST /api/notifications/read-all': signedIn(204),
  'GET /api/notifications/settings': signedIn(200),
  'PUT /api/notifications/settings': signedIn(200),
  'POST /api/notifications/unsubscribe': everyone(200),

  // A report targets an approved recipe of the home cook, who cannot report their own.
  'POST /api/reports': [401, 201, 400, 201, 201],

  'GET /api/favorites': signedIn(200),
  'POST /api/favorites': [401, 404, 200, 404, 200],
  'DELETE /api/favorites/{recipeId}': signedIn(200),
  'GET /api/favorites/{recipeId}/check': signedIn(200),

  'GET /api/shopping-list': signedIn(200),
  'DELETE /api/shopping-list': signedIn(204),
  'POST /api/shopping-list/recipes/{id}': [401, 404, 200, 404, 200],
  'POST /api/shopping-list/items': signedIn(200),
  'PATCH /api/shopping-list/items/{itemId}': [401, 404, 200, 404, 404],
  'DELETE /api/shopping-list/items/{itemId}': [401, 404, 204, 404, 404],

  'GET /api/admin/stats': adminOnly(200),
  'GET /api/admin/users': adminOnly(200),
  'PATCH /api/admin/users/{id}': adminOnly(200),
  'DELETE /api/admin/users/{id}': adminOnly(204),
  'GET /api/admin/trends': adminOnly(200),
  'GET /api/admin/reports': adminOnly(200),
  'POST /api/admin/moderation': adminOnly(201),
  'GET /api/admin/moderation-log': adminOnly(200),
  'GET /api/admin/cuisines': adminOnly(200),
  'POST /api/admin/cuisines': adminOnly(201),
  'PATCH /api/admin/cuisines/{id}': adminOnly(200),
  'DELETE /api/admin/cuisines/{id}': adminOnly(204),
  'GET /api/admin/recipes': adminOnly(200),
  'PATCH /api/admin/recipes/{id}': adminOnly(200),
  'DELETE /api/admin/recipes/{id}': adminOnly(204),
  'GET /api/admin/contact-messages': adminOnly(200),
  'PATCH /api/admin/contact-messages/{id}': adminOnly(200),
  'POST /api/admin/import-csv': adminOnly(202),
  'POST /api/admin/import-csv/preview': adminOnly(200),
  'GET /api/admin/imports': adminOnly(200),
  'GET /api/admin/imports/{jobId}': adminOnly(200),
  'GET /api/admin/imports/{jobId}/problems.csv': adminOnly(200),
};

const ORDER: readonly Actor[] = ['visitor', 'registered', 'homeCook', 'otherAuthor', 'admin'];

/** What this caller should get from this operation. */
export function outcomeFor(key: string, who: Actor): Outcome {
  const expected = ACCESS[key][ORDER.indexOf(who)];
  return typeof expected === 'number' ? { status: expected, changes: expected < 300 } : expected;
}

/** The first kind of caller whose call of this operation goes through and changes something. */
export function allowedActor(key: string): Actor {
  const who = ORDER.find((actor) => outcomeFor(key, actor).changes);
  if (!who) throw new Error(`nobody may ${key}`);
  return who;
}
