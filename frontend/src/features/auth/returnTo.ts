/**
 * Where to go once signed in: the `returnTo` path that GET /api/login passes along, when it is a
 * path on this site (not '//host', not '/\host') and not a page that would send us back here;
 * the home page otherwise.
 */
export function safeReturnPath(returnTo: string | null): string {
  if (!returnTo || !/^\/(?![/\\])/.test(returnTo)) return '/';
  return /^\/(auth|api)([/?#]|$)/.test(returnTo) ? '/' : returnTo;
}
