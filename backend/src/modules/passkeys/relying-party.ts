/**
 * The relying party passkeys are bound to, read from the site's public address (PUBLIC_URL): the
 * browser puts the page's origin in every answer and the authenticator signs the hash of the RP id,
 * so an answer made on another address, or for another site, does not pass.
 */
export interface RelyingParty {
  /** The host name, without port: what authenticators scope passkeys to. */
  id: string;
  /** scheme://host[:port], what browsers report as the page's origin. */
  origin: string;
  name: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Plantry' };
}
