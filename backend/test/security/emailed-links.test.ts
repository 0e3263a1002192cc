import type { User } from '../../src/modules/users/entities/user.entity.js';
import { runApi } from '../support/api-process.js';
import { createWorld, sidCookieOf, type World } from './support/world.js';

/**
 * Verification and reset links (finding 3 of the outside review): every resend issued another
 * token and none was cancelled, so an older verification link still signed its holder in as the
 * owner after the owner had verified and even reset the password, and an older reset link still
 * set a password. A verifying GET that signed in was also a login CSRF.
 */
describe('emailed links', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  }, 60_000);
  afterAll(() => w.close());

  const verify = (token: string, agent = w.agent()) => agent.post('/api/verify-email').send({ token });
  const reset = (token: string, password = 'a-brand-new-password-7') => w.anonymous().post('/api/reset-password').send({ token, password });
  const whoIs = async (agent: ReturnType<World['agent']>) => {
    const res = await agent.get('/api/auth/user');
    return res.status === 200 ? (res.body.email as string) : null;
  };
  /** Two links of each kind, as two resends and two forgotten-password requests leave them. */
  const linksOf = async (user: User) => ({
    verification: [await w.make.token('verification', user), await w.make.token('verification', user)],
    reset: [await w.make.token('reset', user), await w.make.token('reset', user)],
  });

  it('ends every other link, of both kinds, once the owner verifies with the newest', async () => {
    const owner = await w.make.unverifiedMember();
    const links = await linksOf(owner);
    await verify(links.verification[1]).expect(200);
    const holder = w.agent();
    const old = await verify(links.verification[0], holder).expect(400);
    expect(old.body.message).toBe('The verification link is invalid or has expired.');
    await holder.post('/api/verify-email/sign-in').expect(401);
    expect(await whoIs(holder)).toBeNull();
    await reset(links.reset[0]).expect(400);
    await reset(links.reset[1]).expect(400);
  });

  it('ends every other link once the owner resets the password: no older link signs in or sets a password', async () => {
    const owner = await w.make.unverifiedMember();
    const links = await linksOf(owner);
    await verify(links.verification[1]).expect(200);
    const fresh = await w.make.token('reset', owner);
    const olderReset = await w.make.token('reset', owner);
    const olderVerification = await w.make.token('verification', owner);
    await reset(fresh, 'the-owners-new-password-1').expect(200);
    const before = (await w.sql<{ password_hash: string }>('select password_hash from users where id = ?', [owner.id]))[0].password_hash;
    await reset(olderReset, 'the-attackers-password-1').expect(400);
    const holder = w.agent();
    await verify(olderVerification, holder).expect(400);
    await holder.post('/api/verify-email/sign-in').expect(401);
    expect(await whoIs(holder)).toBeNull();
    expect((await w.sql<{ password_hash: string }>('select password_hash from users where id = ?', [owner.id]))[0].password_hash).toBe(
      before,
    );
    await w.anonymous().post('/api/login').send({ email: owner.email, password: 'the-attackers-password-1' }).expect(401);
  });

  it('lets a link of an account already verified (by an admin) sign nobody in', async () => {
    const owner = await w.make.unverifiedMember();
    const token = await w.make.token('verification', owner);
    await w.sql('update users set email_verified = 1 where id = ?', [owner.id]);
    const holder = w.agent();
    const res = await verify(token, holder).expect(200);
    expect(res.body.signInReady).toBe(false);
    const refused = await holder.post('/api/verify-email/sign-in').expect(401);
    expect(refused.body.message).toBe('Please log in with your email and password.');
    expect(await whoIs(holder)).toBeNull();
  });

  it('signs in nobody by a link alone (login CSRF): the verifying GET is gone, and signing in is a second POST from the site', async () => {
    const attacker = await w.make.unverifiedMember();
    const token = await w.make.token('verification', attacker);
    const victim = w.agent();
    await victim.get(`/api/verify-email/${token}`).expect(404);
    expect(
      (await w.sql<{ email_verified: number }>('select email_verified from users where id = ?', [attacker.id]))[0].email_verified,
    ).toBe(0);
    // The victim's browser opens the attacker's link: the page activates the account, and nobody is signed in.
    await verify(token, victim).set('Origin', w.origin).expect(200);
    expect(await whoIs(victim)).toBeNull();
    // Another site cannot make the second step for the victim.
    await victim.post('/api/verify-email/sign-in').set('Origin', 'https://evil.example').expect(403);
    expect(await whoIs(victim)).toBeNull();
  });

  it('offers the sign-in for 10 minutes only', async () => {
    const owner = await w.make.unverifiedMember();
    const agent = w.agent();
    const res = await verify(await w.make.token('verification', owner), agent).expect(200);
    const sid = decodeURIComponent(sidCookieOf(res)!.split('=')[1]).replace(/^s:/, '').split('.')[0];
    const key = `${w.config.redis.prefix}:sess:${sid}`;
    const { Redis } = await import('ioredis');
    const redis = new Redis({ host: w.config.redis.host, port: w.config.redis.port, password: w.config.redis.password });
    try {
      const session = JSON.parse((await redis.get(key))!) as { verifiedSignIn: { until: number } };
      expect(session.verifiedSignIn.until - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(session.verifiedSignIn.until - Date.now()).toBeLessThanOrEqual(10 * 60_000);
      session.verifiedSignIn.until = Date.now() - 1;
      await redis.set(key, JSON.stringify(session), 'KEEPTTL');
    } finally {
      redis.disconnect();
    }
    await agent.post('/api/verify-email/sign-in').expect(401);
    expect(await whoIs(agent)).toBeNull();
  });

  it('answers every request that carries a token with Cache-Control: no-store', async () => {
    const owner = await w.make.unverifiedMember();
    const token = await w.make.token('verification', owner);
    for (const res of [
      await verify(token),
      await verify('not-a-token'),
      await reset(await w.make.token('reset', await w.make.member())),
      await reset('not-a-token'),
      await w.anonymous().get(`/verify-email?token=${token}`),
      await w.anonymous().get(`/reset-password?token=${token}`),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps tokens out of the logs', async () => {
    const secret = 'S3cr3tT0kenValue0123456789abcdefghijklmnopq';
    const api = await runApi({ LOG_LEVEL: 'info' });
    try {
      await fetch(`${api.url}/verify-email?token=${secret}`);
      await fetch(`${api.url}/reset-password?next=1&token=${secret}`);
      await fetch(`${api.url}/api/verify-email/${secret}`);
      await fetch(`${api.url}/api/verify-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: secret }),
      });
      await fetch(`${api.url}/api/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: secret, password: 'long-enough-1' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const log = api.output();
      expect(log).toContain('"url":"/api/verify-email/[redacted]"');
      expect(log).toContain('"url":"/api/reset-password"');
      expect(log).not.toContain(secret);
    } finally {
      await api.stop();
    }
  });
});
