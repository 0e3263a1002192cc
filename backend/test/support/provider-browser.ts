import { startTestProvider, TEST_CLIENT, type TestProvider } from '../../../scripts/oidc-test-provider.mjs';
import { createTestApp, testConfig } from '../test-app.js';
import type { Agent } from './accounts.js';

/** Our app, configured to sign in with a real OpenID provider running beside it (`OIDC_CLIENT_SECRET` in `env`: a wrong one). */
export async function appWithProvider(env: NodeJS.ProcessEnv = {}) {
  const { OIDC_CLIENT_SECRET: secret, ...rest } = env;
  const redirectUri = `${testConfig(rest).publicUrl}/api/auth/oidc/callback`;
  const provider: TestProvider = await startTestProvider({ redirectUri });
  const config = testConfig({
    ...rest,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: secret ?? TEST_CLIENT.secret,
    OIDC_NAME: 'Test Provider',
  });
  return { provider, config, app: await createTestApp(config) };
}

/**
 * What a browser does at the provider between /api/auth/oidc/start and the callback: follows its
 * redirects with its cookies and fills in its development sign-in page (any login) and consent.
 * Answers the callback address the provider sends the browser back to.
 */
export async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const origin = new URL(authorizeUrl).origin;
  const cookies = new Map<string, string>();
  let url = authorizeUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      [url, body] = [next.href, undefined];
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`The provider showed no form at ${url} (${res.status}): ${html.slice(0, 300)}`);
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
  }
  throw new Error('The provider never sent the browser back');
}

/** A whole sign-in with the provider on this browser (agent): where the callback sends it. */
export async function signInWithProvider(agent: Agent, login: string, returnTo?: string): Promise<string> {
  const start = await agent
    .get('/api/auth/oidc/start')
    .query(returnTo ? { returnTo } : {})
    .expect(302);
  const callback = await signInAtProvider(start.headers.location as string, login);
  const back = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
  return back.headers.location as string;
}
