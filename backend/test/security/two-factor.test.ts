import { jest } from '@jest/globals';
import { MEMBER_PASSWORD } from '../support/fixtures.js';
import { codeAt, turnOnTwoFactor } from '../support/two-factor.js';
import { createWorld, type World } from './support/world.js';

/**
 * Attacks on two-factor sign-in: replaying a code, guessing codes, a waiting sign-in kept past its
 * 5 minutes, a recovery code used twice (in a race too), and an admin turning it off.
 */
describe('two-factor sign-in under attack', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld({ RATE_LIMIT_MULTIPLIER: '1' });
  }, 60_000);
  beforeEach(() => w.clearRateLimits());
  afterAll(() => w.close());

  /** A member with two-factor sign-in on, and a browser whose password step is done. */
  async function waitingSignIn(role: 'registered' | 'admin' = 'registered') {
    const user = await w.make.member(role);
    const settings = (await w.signIn(user)).agent;
    const { secret, recoveryCodes } = await turnOnTwoFactor(settings);
    const login = async () => {
      const agent = w.agent();
      await agent.post('/api/login').send({ email: user.email, password: MEMBER_PASSWORD }).expect(202);
      return agent;
    };
    return { user, settings, secret, recoveryCodes, login, agent: await login() };
  }

  it('refuses a code used once already, and older ones, even when two sessions send it at the same time', async () => {
    const { secret, login } = await waitingSignIn();
    const code = await codeAt(secret, 1);
    const [a, b] = [await login(), await login()];
    const answers = await Promise.all([a, b].map((agent) => agent.post('/api/login/two-factor').send({ code })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    const replay = await (await login()).post('/api/login/two-factor').send({ code }).expect(401);
    expect(replay.body.message).toBe('That code has already been used. Please wait for the next code from your authenticator app.');
    // The code of the current step is older than the one used: refused too.
    await (
      await login()
    )
      .post('/api/login/two-factor')
      .send({ code: await codeAt(secret, 0) })
      .expect(401);
  });

  it('allows 10 codes per account in 15 minutes, however many sign-ins and addresses try them', async () => {
    const { secret, agent, login } = await waitingSignIn();
    for (let i = 0; i < 10; i++) await agent.post('/api/login/two-factor').send({ code: '000000' }).expect(401);
    const limited = await agent
      .post('/api/login/two-factor')
      .send({ code: await codeAt(secret, 1) })
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many attempts/);
    // A new password step (another session) shares the account's count.
    await (
      await login()
    )
      .post('/api/login/two-factor')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ code: await codeAt(secret, 1) })
      .expect(429);
  });

  it('ends a waiting sign-in after 5 minutes: even the right code then asks for the password again', async () => {
    const { secret, agent } = await waitingSignIn();
    const code = await codeAt(secret, 1);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000 + 1000);
    try {
      const late = await agent.post('/api/login/two-factor').send({ code }).expect(401);
      expect(late.body.message).toBe('Your sign-in has expired. Please enter your email and password again.');
    } finally {
      clock.mockRestore();
    }
    await agent.post('/api/login/two-factor').send({ code }).expect(401);
    await agent.get('/api/auth/user').expect(401);
    // Without any password step, a code signs nobody in.
    await w.agent().post('/api/login/two-factor').send({ code }).expect(401);
  });

  it('takes each recovery code once, even when two sessions race with it', async () => {
    const { user, recoveryCodes, login } = await waitingSignIn();
    const [a, b] = [await login(), await login()];
    const answers = await Promise.all([a, b].map((agent) => agent.post('/api/login/two-factor').send({ recoveryCode: recoveryCodes[0] })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    await (await login()).post('/api/login/two-factor').send({ recoveryCode: recoveryCodes[0] }).expect(401);
    const [row] = await w.sql<{ n: number }>(
      'select count(*) as n from two_factor_recovery_codes where used_at is not null and user_id = ?',
      [user.id],
    );
    expect(Number(row.n)).toBe(1);
  });

  it("refuses to turn off an admin's, with the password or a code, and keeps asking for the code", async () => {
    const { user, settings, secret, login } = await waitingSignIn('admin');
    await settings.post('/api/auth/two-factor/disable').send({ password: MEMBER_PASSWORD }).expect(403);
    await settings
      .post('/api/auth/two-factor/disable')
      .send({ code: await codeAt(secret, 1) })
      .expect(403);
    const [row] = await w.sql<{ enabled_at: Date | null }>('select enabled_at from two_factor_settings where user_id = ?', [user.id]);
    expect(row.enabled_at).not.toBeNull();
    await login();
  });

  it('never lets an activation link stand in for the second step', async () => {
    const user = await w.make.unverifiedMember();
    await w.sql('update users set email_verified = 1 where id = ?', [user.id]);
    await turnOnTwoFactor((await w.signIn(user)).agent);
    await w.sql('update users set email_verified = 0 where id = ?', [user.id]);
    const browser = w.agent();
    await browser
      .post('/api/verify-email')
      .send({ token: await w.make.token('verification', user) })
      .expect(200);
    await browser.post('/api/verify-email/sign-in').expect(401);
    await browser.get('/api/auth/user').expect(401);
  });
});
