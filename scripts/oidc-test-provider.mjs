#!/usr/bin/env node
// A real OpenID Connect provider (oidc-provider, with its development sign-in pages) for the tests
// of 'Sign in with a provider': the backend's integration and security tests start it in-process
// (startTestProvider); scripts/e2e.sh runs it beside the app for Playwright.
//
// Whoever signs in types any login: an email address signs in as a person with that verified
// address; 'unverified <email>' as one whose address the provider has not verified. The subject
// (the provider's id for them) is the login itself, so the same login is the same person.
// Usage: node scripts/oidc-test-provider.mjs <port> <redirect URI>
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export const TEST_CLIENT = { id: 'plantry-tests', secret: 'plantry-tests-client-secret' };

/**
 * The claims of the person who typed `login`; `emails` overrides their address (a changed email),
 * `names` their given and family names.
 */
function claimsOf(login, emails, names) {
  const unverified = login.startsWith('unverified ');
  const address = emails.get(login) ?? (unverified ? login.slice('unverified '.length) : login);
  const [given, family] = names.get(login) ?? [address.split('@')[0], 'Tester'];
  return { sub: login, email: address, email_verified: !unverified, given_name: given, family_name: family, name: `${given} ${family}` };
}

export async function startTestProvider({ port = 0, host = '127.0.0.1', redirectUri }) {
  const emails = new Map();
  const names = new Map();
  const server = createServer();
  await new Promise((resolve) => server.listen(port, host, resolve));
  const issuer = `http://${host}:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id, emails, names) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['plantry-test-provider-cookie-key'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    /** From now on, the person of `login` has this address at the provider. */
    setEmail: (login, address) => emails.set(login, address),
    /** The given and family names the provider tells for the person of `login`. */
    setNames: (login, given, family) => names.set(login, [given, family]),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, redirectUri] = process.argv.slice(2);
  const { issuer } = await startTestProvider({ port: Number(port), redirectUri });
  console.log(`test OpenID provider at ${issuer} for ${redirectUri}`);
}
