import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { AccountTokensService } from '../src/modules/auth/account-tokens.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { createMember, MEMBER_PASSWORD, signInAs } from './support/fixtures.js';
import { codeAt, turnOnTwoFactor } from './support/two-factor.js';
import { createTestApp, testConfig } from './test-app.js';

const sidOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('sid='))?.split(';')[0];

describe('two-factor sign-in (TOTP and recovery codes)', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  const agent = () => request.agent(app.getHttpServer());
  const sql = <T>(query: string, params: unknown[]) => orm.em.getConnection().execute<T[]>(query, params);
  const member = (role: 'registered' | 'admin' = 'registered') => createMember(orm.em.fork(), role);
  const password = (user: User) => ({ email: user.email, password: MEMBER_PASSWORD });

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('is set up from a QR code and its text, switched on only by a right code, with 10 recovery codes; the secret is stored sealed', async () => {
    const user = await member();
    const browser = await signInAs(agent(), user);
    const elsewhere = await signInAs(agent(), user);
    expect((await browser.get('/api/auth/two-factor').expect(200)).body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const setup = await browser.post('/api/auth/two-factor/setup').send({}).expect(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri, qrCode } = setup.body as { secret: string; otpauthUri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(Buffer.from(qrCode.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg/);

    const wrong = await browser.post('/api/auth/two-factor/enable').send({ code: '000000' }).expect(400);
    expect(wrong.body.message).toMatch(/^That code is not right/);
    await browser.post('/api/auth/two-factor/enable').send({ code: 'abcdef' }).expect(400);
    expect((await browser.get('/api/auth/two-factor').expect(200)).body.enabled).toBe(false);

    const enabled = await browser
      .post('/api/auth/two-factor/enable')
      .send({ code: await codeAt(secret) })
      .expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    const status = await browser.get('/api/auth/two-factor').expect(200);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(JSON.stringify(status.body)).not.toContain(secret);

    const [row] = await sql<{ secret: string; pending_secret: string | null }>(
      'select secret, pending_secret from two_factor_settings where user_id = ?',
      [user.id],
    );
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(secret);
    expect(row.pending_secret).toBeNull();
    const hashes = await sql<{ code_hash: string }>('select code_hash from two_factor_recovery_codes where user_id = ?', [user.id]);
    expect(hashes.map((h) => h.code_hash)).not.toEqual(expect.arrayContaining([enabled.body.recoveryCodes[0]]));

    // The session that switched it on stays; the others, signed in with the password alone, end.
    await browser.get('/api/auth/user').expect(200);
    await elsewhere.get('/api/auth/user').expect(401);
    // Neither the data download nor the account shows the secret.
    const data = await browser.get('/api/auth/user/data').expect(200);
    expect(JSON.stringify(data.body)).not.toMatch(new RegExp(`${secret}|v1\\.|two_factor`));
  });

  it('asks a right password for the second step (202), signs in with a code on a fresh session, and refuses a wrong one', async () => {
    const user = await member();
    const { secret } = await turnOnTwoFactor(await signInAs(agent(), user));

    const browser = agent();
    const first = await browser.post('/api/login').send(password(user)).expect(202);
    expect(first.body).toEqual({ twoFactorRequired: true, expiresAt: expect.any(String) });
    const expiresIn = Date.parse(first.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    await browser.get('/api/auth/user').expect(401);

    const wrong = await browser.post('/api/login/two-factor').send({ code: '123456' }).expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'That code is not right. Check the time on your phone and enter the newest code from your authenticator app.',
    });
    const badShape = await browser.post('/api/login/two-factor').send({ code: '12' }).expect(400);
    expect(badShape.body.message).toEqual(['Enter the 6-digit code from your authenticator app']);

    const done = await browser
      .post('/api/login/two-factor')
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
    expect(done.body).toMatchObject({ id: user.id, email: user.email });
    expect(sidOf(done)).toBeDefined();
    expect(sidOf(done)).not.toBe(sidOf(first));
    await browser.get('/api/auth/user').expect(200);
    // The waiting step was used up by the sign-in.
    await agent().post('/api/login/two-factor').send({ code: '123456' }).expect(401);
  });

  it('takes a recovery code once instead of a code; new codes void the old ones', async () => {
    const user = await member();
    const settings = await signInAs(agent(), user);
    const { recoveryCodes } = await turnOnTwoFactor(settings);

    const browser = agent();
    await browser.post('/api/login').send(password(user)).expect(202);
    await browser
      .post('/api/login/two-factor')
      .send({ recoveryCode: recoveryCodes[0].toUpperCase().replaceAll('-', ' ') })
      .expect(200);
    expect((await browser.get('/api/auth/two-factor').expect(200)).body.recoveryCodesLeft).toBe(9);

    const again = agent();
    await again.post('/api/login').send(password(user)).expect(202);
    const used = await again.post('/api/login/two-factor').send({ recoveryCode: recoveryCodes[0] }).expect(401);
    expect(used.body.message).toBe('That recovery code is not right, or it has already been used.');

    await browser.post('/api/auth/two-factor/recovery-codes').send({}).expect(400);
    await browser.post('/api/auth/two-factor/recovery-codes').send({ password: 'not-my-password' }).expect(403);
    const fresh = await browser.post('/api/auth/two-factor/recovery-codes').send({ password: MEMBER_PASSWORD }).expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    await again.post('/api/login/two-factor').send({ recoveryCode: recoveryCodes[1] }).expect(401);
    await again.post('/api/login/two-factor').send({ recoveryCode: fresh.body.recoveryCodes[0] }).expect(200);
  });

  it('is turned off with the password or a current code, after which the password alone signs in', async () => {
    const user = await member();
    const browser = await signInAs(agent(), user);
    const { secret } = await turnOnTwoFactor(browser);
    await browser.post('/api/auth/two-factor/disable').send({}).expect(400);
    await browser.post('/api/auth/two-factor/disable').send({ password: 'not-my-password' }).expect(403);
    await browser.post('/api/auth/two-factor/disable').send({ code: '000000' }).expect(403);
    const off = await browser
      .post('/api/auth/two-factor/disable')
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
    expect(off.body).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect(await sql('select 1 from two_factor_recovery_codes where user_id = ?', [user.id])).toHaveLength(0);
    await agent().post('/api/login').send(password(user)).expect(200);
    await browser.post('/api/auth/two-factor/disable').send({ password: MEMBER_PASSWORD }).expect(409);
  });

  it("keeps an admin's on: no turning it off, but new recovery codes and a new authenticator", async () => {
    const admin = await member('admin');
    const browser = await signInAs(agent(), admin);
    const { secret } = await turnOnTwoFactor(browser);
    expect((await browser.get('/api/auth/two-factor').expect(200)).body.required).toBe(true);
    const refused = await browser.post('/api/auth/two-factor/disable').send({ password: MEMBER_PASSWORD }).expect(403);
    expect(refused.body.message).toMatch(/^Admins keep two-factor sign-in on/);
    await browser.post('/api/auth/two-factor/recovery-codes').send({ password: MEMBER_PASSWORD }).expect(200);

    // A new phone: the old secret signs in until the new one is confirmed.
    await browser.post('/api/auth/two-factor/setup').send({}).expect(400);
    const setup = await browser.post('/api/auth/two-factor/setup').send({ password: MEMBER_PASSWORD }).expect(200);
    expect(setup.body.secret).not.toBe(secret);
    await browser
      .post('/api/auth/two-factor/enable')
      .send({ code: await codeAt(setup.body.secret, 1) })
      .expect(200);
    expect((await browser.get('/api/auth/two-factor').expect(200)).body).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
    const next = agent();
    await next.post('/api/login').send(password(admin)).expect(202);
    await next
      .post('/api/login/two-factor')
      .send({ code: await codeAt(secret, 1) })
      .expect(401);
  });

  it('still asks for the code after a password reset', async () => {
    const user = await member();
    await turnOnTwoFactor(await signInAs(agent(), user));
    // The emailed link's token, issued as forgot-password issues it (only its hash is stored).
    const em = orm.em.fork();
    const token = new AccountTokensService(em).issue(em, 'reset', user.id);
    await em.flush();
    await agent().post('/api/reset-password').send({ token, password: 'a-brand-new-password' }).expect(200);
    const res = await agent().post('/api/login').send({ email: user.email, password: 'a-brand-new-password' }).expect(202);
    expect(res.body.twoFactorRequired).toBe(true);
  });
});
