import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { TestProvider } from '../../scripts/oidc-test-provider.mjs';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { createMember, MEMBER_PASSWORD, signInAs } from './support/fixtures.js';
import { uniqueEmail } from './support/mail-catcher.js';
import { appWithProvider, signInWithProvider } from './support/provider-browser.js';
import { codeAt, turnOnTwoFactor } from './support/two-factor.js';

describe('sign in with an OpenID Connect provider (a real one, run locally)', () => {
  let orm: MikroORM;
  let app: NestExpressApplication;
  let provider: TestProvider;
  const agent = () => request.agent(app.getHttpServer());
  const sql = <T>(query: string, params: unknown[]) => orm.em.getConnection().execute<T[]>(query, params);
  const signedInAs = async (browser: ReturnType<typeof agent>) => {
    const res = await browser.get('/api/auth/user');
    return res.status === 200 ? (res.body.email as string) : null;
  };

  beforeAll(async () => {
    const started = await appWithProvider();
    ({ provider, app } = started);
    orm = await MikroORM.init(ormOptions(started.config));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
    await provider.close();
  });

  it('offers the provider by name, and starts at it with PKCE (S256), a state and a nonce', async () => {
    expect((await agent().get('/api/auth/providers').expect(200)).body).toEqual({ providers: [{ id: 'oidc', name: 'Test Provider' }] });
    const start = await agent().get('/api/auth/oidc/start').expect(302);
    const to = new URL(start.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'plantry-tests',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
  });

  it('makes a new, verified account without a password for someone new, and signs them in', async () => {
    const email = uniqueEmail('new');
    const browser = agent();
    expect(await signInWithProvider(browser, email)).toBe('/');
    expect(await signedInAs(browser)).toBe(email);
    const [user] = await sql<{ id: number; email_verified: number; password_hash: string | null; first_name: string; role: string }>(
      'select id, email_verified, password_hash, first_name, role from users where email = ?',
      [email],
    );
    expect(user).toMatchObject({ email_verified: 1, password_hash: null, first_name: email.split('@')[0], role: 'registered' });
    expect(await sql('select issuer, subject from provider_identities where user_id = ?', [user.id])).toEqual([
      { issuer: provider.issuer, subject: email },
    ]);
    // 'Your data' names the link.
    const data = await browser.get('/api/auth/user/data').expect(200);
    expect(data.body.sign_in_providers).toEqual([{ issuer: provider.issuer, subject: email, created_at: expect.any(String) }]);
  });

  it('gives a new account the language the visitor was browsing in, for its emails', async () => {
    const email = uniqueEmail('de');
    expect(await signInWithProvider(agent().set('Accept-Language', 'de-DE,de;q=0.9'), email)).toBe('/');
    expect(await sql('select language from users where email = ?', [email])).toEqual([{ language: 'de' }]);
  });

  it('links an active account with the same address (the provider verified it); its password still works', async () => {
    const member = await createMember(orm.em.fork(), 'home_cook');
    const browser = agent();
    expect(await signInWithProvider(browser, member.email)).toBe('/');
    expect(await signedInAs(browser)).toBe(member.email);
    expect(await sql('select user_id from provider_identities where subject = ?', [member.email])).toEqual([{ user_id: member.id }]);
    await signInAs(agent(), member);
  });

  it('keeps signing in to the linked account after the address changes at the provider', async () => {
    const login = uniqueEmail('mover');
    await signInWithProvider(agent(), login);
    provider.setEmail(login, uniqueEmail('moved'));
    const browser = agent();
    await signInWithProvider(browser, login);
    expect(await signedInAs(browser)).toBe(login);
  });

  it('returns to where the sign-in started, a path on this site only', async () => {
    expect(await signInWithProvider(agent(), uniqueEmail('back'), '/favorites')).toBe('/favorites');
    expect(await signInWithProvider(agent(), uniqueEmail('away'), '//evil.example/x')).toBe('/');
  });

  it('asks for the two-factor code of an account that has it on, as a password sign-in does', async () => {
    const member = await createMember(orm.em.fork(), 'registered');
    const { secret } = await turnOnTwoFactor(await signInAs(agent(), member));
    const browser = agent();
    expect(await signInWithProvider(browser, member.email, '/profile')).toBe('/auth?secondStep=1&returnTo=%2Fprofile');
    expect(await signedInAs(browser)).toBeNull();
    await browser
      .post('/api/login/two-factor')
      .send({ code: await codeAt(secret) })
      .expect(200);
    expect(await signedInAs(browser)).toBe(member.email);
    // The password sign-in of that account still asks for it too.
    expect((await agent().post('/api/login').send({ email: member.email, password: MEMBER_PASSWORD })).status).toBe(202);
  });
});
