import { uniqueEmail } from '../support/mail-catcher.js';
import { PASSWORD, startStack, verifiedMember, type Stack } from '../support/accounts.js';

describe('cross-site requests and rate limits', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_MULTIPLIER: '1' });
  });
  afterAll(() => stack.close());

  it('refuses state-changing requests from a foreign Origin, and allows the site itself', async () => {
    const foreign = await stack
      .agent()
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@b.co', password: 'whatever1' })
      .expect(403);
    expect(foreign.body).toEqual({ statusCode: 403, message: 'Cross-site requests are not allowed', error: 'Forbidden' });
    await stack.agent().post('/api/contact').set('Origin', 'http://localhost:9999').send({}).expect(403);
    await stack
      .agent()
      .post('/api/login')
      .set('Origin', new URL(stack.config.publicUrl).origin)
      .send({ email: 'a@b.co', password: 'whatever1' })
      .expect(401);
    await stack.agent().get('/api/health').set('Origin', 'https://evil.example').expect(200);
  });

  it('limits sign-in attempts per account with 429 and Retry-After', async () => {
    const { registration } = await verifiedMember(stack);
    for (let i = 0; i < 10; i++) {
      await stack.agent().post('/api/login').send({ email: registration.email, password: 'wrong-password' }).expect(401);
    }
    const limited = await stack.agent().post('/api/login').send({ email: registration.email, password: PASSWORD }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    // Another account from the same address is not locked out by it.
    const other = await verifiedMember(stack);
    await stack.agent().post('/api/login').send({ email: other.registration.email, password: PASSWORD }).expect(200);
  });

  it('limits reset and verification emails per account', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < 3; i++) await stack.agent().post('/api/forgot-password').send({ email }).expect(200);
    await stack.agent().post('/api/resend-verification').send({ email }).expect(429);
  });

  it('limits contact messages per address', async () => {
    const message = { name: 'Rosa', email: 'rosa@example.com', subject: 'Hello there', message: 'A message long enough.' };
    for (let i = 0; i < 5; i++) await stack.agent().post('/api/contact').send(message).expect(201);
    const limited = await stack.agent().post('/api/contact').send(message).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
  });
});
