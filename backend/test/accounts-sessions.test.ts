import { MikroORM } from '@mikro-orm/mariadb';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_KEPT_MS } from '../src/modules/users/users.service.js';
import { linkToken, uniqueEmail, waitForEmails } from './support/mail-catcher.js';
import { PASSWORD, startStack, verifiedMember, type Stack } from './support/accounts.js';

const sidOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('sid='))?.split(';')[0];

describe('signing in, sessions and password reset', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('signs in on a fresh session id with the user, and signs out', async () => {
    const { registration } = await verifiedMember(stack);
    const agent = stack.agent();
    const before = sidOf(await agent.get('/api/captcha'));
    const res = await agent.post('/api/login').send({ email: registration.email.toUpperCase(), password: PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ email: registration.email, firstName: 'Ana', lastName: 'Lima', role: 'registered' });
    const after = sidOf(res);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(res.headers['set-cookie']?.[0]).toMatch(/HttpOnly/i);
    await agent.get('/api/auth/user').expect(200);
    await agent.post('/api/logout').expect(204);
    const gone = await agent.get('/api/auth/user').expect(401);
    expect(gone.body).toEqual({ statusCode: 401, message: 'You are not signed in', error: 'Unauthorized' });
  });

  it('shows the signed-in account as stored; a change made behind the application (in SQL) counts within ACCOUNT_KEPT_MS', async () => {
    const { agent, registration } = await verifiedMember(stack);
    const { body } = await agent.get('/api/auth/user').expect(200);
    expect(body).toEqual({
      id: expect.any(Number),
      firstName: registration.firstName,
      lastName: registration.lastName,
      email: registration.email,
      role: 'registered',
      profileImageUrl: null,
      bio: null,
      emailVerified: true,
      suspendedUntil: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    expect(Math.abs(Date.parse(body.createdAt) - Date.now())).toBeLessThan(60_000);
    await agent.get('/api/admin/stats').expect(403);
    const sql = (query: string) => stack.app.get(MikroORM).em.getConnection().execute(query, [body.id]);
    await sql("update users set role = 'admin' where id = ?");
    await sleep(ACCOUNT_KEPT_MS + 100);
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBe('admin');
    await agent.get('/api/admin/stats').expect(200);
    await sql('delete from users where id = ?');
    await sleep(ACCOUNT_KEPT_MS + 100);
    await agent.get('/api/auth/user').expect(401);
  });

  it('shows a change made through the application at the next request: a new name, and the home-cook role', async () => {
    const { agent } = await verifiedMember(stack);
    await agent.get('/api/auth/user').expect(200);
    await agent.post('/api/recipes').send({}).expect(403);
    await agent.patch('/api/auth/user').send({ firstName: 'Renamed', lastName: 'Member' }).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: 'Renamed', lastName: 'Member' });
    await agent.patch('/api/profile/role').send({ role: 'home_cook' }).expect(200);
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBe('home_cook');
    await agent.post('/api/recipes').send({}).expect(400);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { registration } = await verifiedMember(stack);
    const wrong = await stack.agent().post('/api/login').send({ email: registration.email, password: 'not-the-password' }).expect(401);
    const unknown = await stack
      .agent()
      .post('/api/login')
      .send({ email: uniqueEmail('ghost'), password: PASSWORD })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('redirects the server-side sign-in entry to /auth, keeping only a same-site returnTo', async () => {
    const plain = await stack.agent().get('/api/login').expect(302);
    expect(plain.headers.location).toBe('/auth');
    const back = await stack.agent().get('/api/login?returnTo=/recipe/12').expect(302);
    expect(back.headers.location).toBe('/auth?returnTo=%2Frecipe%2F12');
    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const res = await stack
        .agent()
        .get(`/api/login?returnTo=${encodeURIComponent(evil)}`)
        .expect(302);
      expect(res.headers.location).toBe('/auth');
    }
  });

  it('resets a forgotten password once, ending every other session of that user', async () => {
    const { agent: signedIn, registration } = await verifiedMember(stack);
    await signedIn.get('/api/auth/user').expect(200);
    const requested = await stack.agent().post('/api/forgot-password').send({ email: registration.email }).expect(200);
    const unknown = await stack
      .agent()
      .post('/api/forgot-password')
      .send({ email: uniqueEmail('nobody') })
      .expect(200);
    expect(requested.body).toEqual(unknown.body);
    expect(requested.body.message).toBe('Please check your email for the password reset link.');
    const [, email] = await waitForEmails(registration.email, 2);
    expect(email.subject).toBe('Reset your Plantry password');
    const token = linkToken(email, '/reset-password');

    const short = await stack.agent().post('/api/reset-password').send({ token, password: 'short' }).expect(400);
    expect(short.body.message).toContain('Password must be at least 8 characters');
    const done = await stack.agent().post('/api/reset-password').send({ token, password: 'new-password-99' }).expect(200);
    expect(done.body.message).toBe('Your password has been updated. You can now log in with your new password.');
    await signedIn.get('/api/auth/user').expect(401);
    const reused = await stack.agent().post('/api/reset-password').send({ token, password: 'another-password-1' }).expect(400);
    expect(reused.body.message).toBe('This password reset link is invalid or has expired.');
    await stack.agent().post('/api/login').send({ email: registration.email, password: PASSWORD }).expect(401);
    await stack.agent().post('/api/login').send({ email: registration.email, password: 'new-password-99' }).expect(200);
  });

  it('changes the names of the signed-in user, trimmed, and nothing else', async () => {
    const { agent } = await verifiedMember(stack);
    const res = await agent.patch('/api/auth/user').send({ firstName: '  Bea ', lastName: ' Okafor  ' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Bea', lastName: 'Okafor' });
    const refused = await agent.patch('/api/auth/user').send({ firstName: 'Bea', lastName: 'Okafor', email: 'x@example.com' }).expect(400);
    expect(refused.body.message).toContain('property email should not exist');
    await agent.patch('/api/auth/user').send({ firstName: 'Bea', lastName: 'Okafor', role: 'admin' }).expect(400);
    const blank = await agent.patch('/api/auth/user').send({ firstName: ' ', lastName: 'Okafor' }).expect(400);
    expect(blank.body.message).toContain('First name is required');
    expect((await agent.get('/api/auth/user')).body).toMatchObject({ firstName: 'Bea', role: 'registered' });
    await stack.agent().patch('/api/auth/user').send({ firstName: 'A', lastName: 'B' }).expect(401);
  });

  it('upgrades a registered member to home cook, and nothing more', async () => {
    const { agent } = await verifiedMember(stack);
    const wrongRole = await agent.patch('/api/profile/role').send({ role: 'admin' }).expect(400);
    expect(wrongRole.body.message).toContain("role must be 'home_cook'");
    await agent.patch('/api/profile/role').send({ role: 'user' }).expect(400);
    const res = await agent.patch('/api/profile/role').send({ role: 'home_cook' }).expect(200);
    expect(res.body.role).toBe('home_cook');
    const again = await agent.patch('/api/profile/role').send({ role: 'home_cook' }).expect(403);
    expect(again.body.message).toBe('Only registered members can become home cooks');
    await stack.agent().patch('/api/profile/role').send({ role: 'home_cook' }).expect(401);
  });
});
