import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { TestProvider } from '../../../scripts/oidc-test-provider.mjs';
import type { AppConfig } from '../../src/config/app-config.js';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { register } from '../support/accounts.js';
import { createMember } from '../support/fixtures.js';
import { uniqueEmail } from '../support/mail-catcher.js';
import { appWithProvider, signInAtProvider, signInWithProvider } from '../support/provider-browser.js';
import { clearRateLimits } from '../support/rate-limits.js';

/**
 * Sign in with a provider, attacked: replayed and forged answers, an answer carried to another
 * browser (login CSRF), a wrong client secret, accounts taken over through an address the
 * provider or this site never verified, suspended accounts, and its rate limit. Every refusal
 * sends the browser back to /auth with a code and signs nobody in.
 */
describe('signing in with a provider: the attacks', () => {
  let orm: MikroORM;
  let app: NestExpressApplication;
  let config: AppConfig;
  let provider: TestProvider;
  const agent = () => request.agent(app.getHttpServer());
  const signedIn = async (browser: ReturnType<typeof agent>) => (await browser.get('/api/auth/user')).status === 200;
  /** A sign-in at the provider on this browser, stopped before the callback: its address. */
  const answerFor = async (browser: ReturnType<typeof agent>, login: string) => {
    const start = await browser.get('/api/auth/oidc/start').expect(302);
    const callback = await signInAtProvider(start.headers.location as string, login);
    return `${callback.pathname}${callback.search}`;
  };
  const sql = <T>(query: string, params: unknown[]) => orm.em.getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    ({ provider, app, config } = await appWithProvider({ RATE_LIMIT_MULTIPLIER: '1' }));
    orm = await MikroORM.init(ormOptions(config));
  }, 60_000);
  // The real limits, counted afresh for each test.
  beforeEach(() => clearRateLimits(config));
  afterAll(async () => {
    await app.close();
    await orm.close();
    await provider.close();
  });

  it('uses an answer once: replayed on the same browser, it signs nobody in', async () => {
    const browser = agent();
    const answer = await answerFor(browser, uniqueEmail('replay'));
    expect((await browser.get(answer).expect(302)).headers.location).toBe('/');
    await browser.post('/api/logout').expect(204);
    expect((await browser.get(answer).expect(302)).headers.location).toBe('/auth?signInError=expired');
    expect(await signedIn(browser)).toBe(false);
  });

  it("refuses an answer carried to another browser (login CSRF): the victim's browser started nothing", async () => {
    const attacker = agent();
    const answer = await answerFor(attacker, uniqueEmail('attacker'));
    const victim = agent();
    await victim.get('/api/captcha').expect(200);
    expect((await victim.get(answer).expect(302)).headers.location).toBe('/auth?signInError=expired');
    expect(await signedIn(victim)).toBe(false);
    // Nor does the victim's own sign-in take the attacker's answer.
    await victim.get('/api/auth/oidc/start').expect(302);
    expect((await victim.get(answer).expect(302)).headers.location).toBe('/auth?signInError=failed');
    expect(await signedIn(victim)).toBe(false);
  });

  it('refuses a forged state and a forged code, and an answer with an error', async () => {
    for (const forge of [
      (answer: URL) => answer.searchParams.set('state', 'forged-state'),
      (answer: URL) => answer.searchParams.set('code', 'forged-code'),
      (answer: URL) => {
        answer.searchParams.delete('code');
        answer.searchParams.set('error', 'access_denied');
      },
    ]) {
      const browser = agent();
      const answer = new URL(await answerFor(browser, uniqueEmail('forger')), 'http://x');
      forge(answer);
      const back = (await browser.get(`${answer.pathname}${answer.search}`).expect(302)).headers.location as string;
      expect(back).toMatch(/^\/auth\?signInError=(failed|denied)$/);
      expect(await signedIn(browser)).toBe(false);
    }
  });

  it('never links an account through an address the provider has not verified', async () => {
    const member = await createMember(orm.em.fork(), 'admin');
    const browser = agent();
    expect(await signInWithProvider(browser, `unverified ${member.email}`)).toBe('/auth?signInError=unverified-email');
    expect(await signedIn(browser)).toBe(false);
    expect(await sql('select id from provider_identities where user_id = ?', [member.id])).toEqual([]);
  });

  it('never takes over an address registered here but not yet activated (whoever registered it may not own it)', async () => {
    const email = uniqueEmail('squatted');
    const { res } = await register(agent(), { email });
    expect(res.status).toBe(201);
    const browser = agent();
    expect(await signInWithProvider(browser, email)).toBe('/auth?signInError=pending-account');
    expect(await signedIn(browser)).toBe(false);
    expect(await sql('select email_verified from users where email = ?', [email])).toEqual([{ email_verified: 0 }]);
  });

  it('refuses a suspended account', async () => {
    const member = await createMember(orm.em.fork(), 'registered');
    await sql('update users set suspended_until = ? where id = ?', [new Date(Date.now() + 86_400_000), member.id]);
    const browser = agent();
    expect(await signInWithProvider(browser, member.email)).toBe('/auth?signInError=refused');
    expect(await signedIn(browser)).toBe(false);
  });

  it('limits starting a sign-in to 30 in 15 minutes from one address', async () => {
    const browser = agent();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await browser.get('/api/auth/oidc/start')).status);
    expect(statuses.slice(0, 30).every((status) => status === 302)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps the names a provider tells as plain text, clean and within the profile’s limits', async () => {
    const email = uniqueEmail('names');
    const hostile = '<img src=x onerror=alert(1)> "Ann" $& $` {{x}} $t(x)';
    provider.setNames(email, `\u0007${hostile}\u200b\u001b`, 'L'.repeat(300));
    const browser = agent();
    expect(await signInWithProvider(browser, email)).toBe('/');
    const { body } = await browser.get('/api/auth/user').expect(200);
    expect(body).toMatchObject({ firstName: hostile, lastName: 'L'.repeat(100) });
  });

  it('signs nobody in when the client secret is wrong: the provider refuses the code', async () => {
    const other = await appWithProvider({ OIDC_CLIENT_SECRET: 'not-the-secret' });
    try {
      const browser = request.agent(other.app.getHttpServer());
      expect(await signInWithProvider(browser, uniqueEmail('wrong-secret'))).toBe('/auth?signInError=failed');
      expect((await browser.get('/api/auth/user')).status).toBe(401);
    } finally {
      await other.app.close();
      await other.provider.close();
    }
  });
});
