import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { createMember, MEMBER_PASSWORD, signInAs } from './support/fixtures.js';
import { addPasskey, passkeySignIn, siteOrigin } from './support/passkey-flows.js';
import { softAuthenticator } from './support/passkeys.js';
import { codeAt, turnOnTwoFactor } from './support/two-factor.js';
import { createTestApp, testConfig } from './test-app.js';

const sidOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('sid='))?.split(';')[0];

describe('passkeys (WebAuthn registration and sign-in)', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  const agent = () => request.agent(app.getHttpServer());
  const sql = <T>(query: string, params: unknown[]) => orm.em.getConnection().execute<T[]>(query, params);
  const member = () => createMember(orm.em.fork(), 'registered');
  const memberWithPasskey = async (user?: User) => {
    const owner = user ?? (await member());
    return { user: owner, device: await addPasskey(await signInAs(agent(), owner)) };
  };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('registers a discoverable passkey for PUBLIC_URL and lists it without key material', async () => {
    const user = await member();
    const browser = await signInAs(agent(), user);
    const res = await browser.post('/api/auth/passkeys/registration-options').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { options } = res.body;
    expect(options).toMatchObject({
      rp: { id: new URL(siteOrigin()).hostname, name: 'Plantry' },
      user: { name: user.email, displayName: 'Fia Tester' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    // The user handle is opaque: neither the id nor the email.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain(String(user.id));

    const device = softAuthenticator(siteOrigin());
    const added = await browser
      .post('/api/auth/passkeys')
      .send({ name: '  Laptop  ', response: device.register(options) })
      .expect(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null });
    const list = await browser.get('/api/auth/passkeys').expect(200);
    expect(list.body).toEqual([added.body]);
    expect(JSON.stringify(list.body)).not.toContain(device.credentialId);

    // Adding again excludes it, and the same credential cannot be added twice.
    const again = await browser.post('/api/auth/passkeys/registration-options').expect(200);
    expect(again.body.options.excludeCredentials).toEqual([{ id: device.credentialId, type: 'public-key', transports: ['internal'] }]);
    const twice = await browser.post('/api/auth/passkeys').send({ name: 'Again', response: device.register(again.body.options) });
    expect(twice.status).toBe(409);
  });

  it('signs in with a passkey on a fresh session, without an email, and records when it was used', async () => {
    const { user, device } = await memberWithPasskey();
    const visitor = agent();
    const options = await visitor.post('/api/login/passkey/options').expect(200);
    expect(options.body.options).toMatchObject({ rpId: new URL(siteOrigin()).hostname, userVerification: 'preferred' });
    expect(options.body.options.allowCredentials ?? []).toEqual([]);
    const before = sidOf(options);
    const signedIn = await visitor
      .post('/api/login/passkey')
      .send({ response: device.authenticate(options.body.options) })
      .expect(200);
    expect(signedIn.body.email).toBe(user.email);
    expect(sidOf(signedIn)).toBeDefined();
    expect(sidOf(signedIn)).not.toBe(before);
    expect((await visitor.get('/api/auth/user').expect(200)).body.email).toBe(user.email);
    const [row] = await sql<{ counter: number; last_used_at: Date | null }>(
      'select counter, last_used_at from passkeys where user_id = ?',
      [user.id],
    );
    expect(row.counter).toBe(1);
    expect(row.last_used_at).not.toBeNull();
  });

  it('counts an unlocked passkey as two factors; without user verification the code is still asked', async () => {
    const user = await member();
    const { secret } = await turnOnTwoFactor(await signInAs(agent(), user));
    // Two-factor sign-in is on: the password alone now answers 202, so add the passkey from a session signed in fully.
    const full = agent();
    await full.post('/api/login').send({ email: user.email, password: MEMBER_PASSWORD }).expect(202);
    await full
      .post('/api/login/two-factor')
      .send({ code: await codeAt(secret) })
      .expect(200);
    const device = await addPasskey(full);

    const unlocked = await passkeySignIn(agent(), device);
    expect(unlocked.status).toBe(200);

    const tapped = agent();
    const res = await passkeySignIn(tapped, device, { userVerified: false });
    expect(res.status).toBe(202);
    expect(res.body.twoFactorRequired).toBe(true);
    await tapped.get('/api/auth/user').expect(401);
    await tapped
      .post('/api/login/two-factor')
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
  });

  it('refuses suspended and unverified accounts as the password sign-in does', async () => {
    const { user, device } = await memberWithPasskey();
    await sql('update users set suspended_until = ? where id = ?', [new Date(Date.now() + 86_400_000), user.id]);
    const suspended = agent();
    expect((await passkeySignIn(suspended, device)).status).toBe(403);
    await suspended.get('/api/auth/user').expect(401);
    await sql('update users set suspended_until = null, email_verified = 0 where id = ?', [user.id]);
    const unverified = await passkeySignIn(agent(), device);
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toMatch(/verify your email/);
  });

  it('renames and removes only the member’s own passkeys; a removed passkey signs in no more', async () => {
    const { user, device } = await memberWithPasskey();
    const owner = await signInAs(agent(), user);
    const [{ id }] = (await owner.get('/api/auth/passkeys').expect(200)).body;
    const stranger = await signInAs(agent(), await member());
    await stranger.patch(`/api/auth/passkeys/${id}`).send({ name: 'Mine' }).expect(404);
    await stranger.delete(`/api/auth/passkeys/${id}`).expect(404);
    await owner.patch(`/api/auth/passkeys/${id}`).send({ name: '' }).expect(400);
    await owner
      .patch(`/api/auth/passkeys/${id}`)
      .send({ name: 'x'.repeat(61) })
      .expect(400);
    expect((await owner.patch(`/api/auth/passkeys/${id}`).send({ name: 'Phone' }).expect(200)).body.name).toBe('Phone');
    await owner.delete(`/api/auth/passkeys/${id}`).expect(204);
    expect((await owner.get('/api/auth/passkeys').expect(200)).body).toEqual([]);
    expect((await passkeySignIn(agent(), device)).status).toBe(401);
  });

  it('lists passkey names and dates in the data download, never key material, and goes with the account', async () => {
    const { user, device } = await memberWithPasskey();
    const owner = await signInAs(agent(), user);
    const data = (await owner.get('/api/auth/user/data').expect(200)).body;
    expect(data.passkeys).toEqual([{ name: 'Laptop', created_at: expect.any(String), last_used_at: null }]);
    expect(JSON.stringify(data)).not.toContain(device.credentialId);
    await owner.delete('/api/auth/user').send({ password: MEMBER_PASSWORD }).expect(204);
    expect(await sql('select id from passkeys where user_id = ?', [user.id])).toEqual([]);
  });
});
