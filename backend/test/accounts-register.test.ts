import { MikroORM } from '@mikro-orm/mariadb';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { linkToken, uniqueEmail, waitForEmails } from './support/mail-catcher.js';
import { PASSWORD, register, solveCaptcha, startStack, verifiedMember, type Stack } from './support/accounts.js';

describe('registration and email verification', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('gives a math question and keeps its answer on the server', async () => {
    const res = await stack.agent().get('/api/captcha').expect(200);
    expect(Object.keys(res.body)).toEqual(['question']);
    expect(res.body.question).toMatch(/^What is \d+ [+\-×] \d+\?$/);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^sid=.*HttpOnly.*SameSite=Lax/i);
  });

  it('registers an unverified member and emails an activation link with HTML and text parts', async () => {
    const agent = stack.agent();
    const { res, registration } = await register(agent);
    expect(res.status).toBe(201);
    expect(res.body.message).toContain('check your email');
    const [email] = await waitForEmails(registration.email);
    expect(email.subject).toBe('Activate your Plantry account');
    expect(email.text).toContain(`${stack.config.publicUrl}/verify-email?token=`);
    expect(email.html).toContain('Activate My Account');
    expect(email.html).toContain(`href="${stack.config.publicUrl}/verify-email?token=`);
    const login = await stack.agent().post('/api/login').send({ email: registration.email, password: PASSWORD }).expect(403);
    expect(login.body.message).toBe('Please verify your email address before signing in. Check your inbox for the activation link.');
  });

  it('refuses a wrong captcha answer, and an answer used twice', async () => {
    const agent = stack.agent();
    const { body } = await agent.get('/api/captcha');
    const answer = solveCaptcha(body.question);
    const wrong = await agent
      .post('/api/register')
      .send({ email: uniqueEmail('wrong'), password: PASSWORD, firstName: 'A', lastName: 'B', captcha: answer + 1 })
      .expect(400);
    expect(wrong.body.message).toBe('Incorrect answer to the security question. Please try again.');
    // The question was used up by the wrong answer: its right answer no longer works either.
    await agent
      .post('/api/register')
      .send({ email: uniqueEmail('reuse'), password: PASSWORD, firstName: 'A', lastName: 'B', captcha: answer })
      .expect(400);
    const fresh = await agent.get('/api/captcha');
    const email = uniqueEmail('once');
    const payload = { email, password: PASSWORD, firstName: 'A', lastName: 'B', captcha: solveCaptcha(fresh.body.question) };
    await agent.post('/api/register').send(payload).expect(201);
    const again = await agent
      .post('/api/register')
      .send({ ...payload, email: uniqueEmail('twice') })
      .expect(400);
    expect(again.body.message).toBe('Incorrect answer to the security question. Please try again.');
  });

  it('refuses registration without a captcha question', async () => {
    const res = await stack
      .agent()
      .post('/api/register')
      .send({ email: uniqueEmail('nocaptcha'), password: PASSWORD, firstName: 'A', lastName: 'B', captcha: 4 })
      .expect(400);
    expect(res.body.message).toBe('Incorrect answer to the security question. Please try again.');
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ captcha: -1 }, 'Please solve the math problem'],
    [{ captcha: 'seven' }, 'Please solve the math problem'],
    [{ role: 'admin' }, 'property role should not exist'],
  ])('answers 400 for %j with "%s"', async (change, message) => {
    const agent = stack.agent();
    await agent.get('/api/captcha');
    const res = await agent
      .post('/api/register')
      .send({ email: uniqueEmail('invalid'), password: PASSWORD, firstName: 'A', lastName: 'B', captcha: 1, ...change })
      .expect(400);
    expect(res.body.message).toContain(message);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const first = await register(stack.agent());
    expect(first.res.status).toBe(201);
    const { res } = await register(stack.agent(), { email: `  ${first.registration.email.toUpperCase()} ` });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email already registered');
  });

  it('verifies once, then signs in only when the page asks, and refuses the link after that', async () => {
    const agent = stack.agent();
    const { registration } = await register(agent);
    const [email] = await waitForEmails(registration.email);
    const token = linkToken(email, '/verify-email');
    const res = await agent.post('/api/verify-email').send({ token }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      message: 'Your email has been verified and your account is now active.',
      email: registration.email,
      signInReady: true,
    });
    // Verifying signed nobody in: that is the page's deliberate second step.
    await agent.get('/api/auth/user').expect(401);
    const signedIn = await agent.post('/api/verify-email/sign-in').expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.body).toMatchObject({ email: registration.email, role: 'registered', emailVerified: true, firstName: 'Ana' });
    expect(signedIn.body.passwordHash).toBeUndefined();
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.email).toBe(registration.email);
    const reused = await stack.agent().post('/api/verify-email').send({ token }).expect(400);
    expect(reused.body.message).toBe('The verification link is invalid or has expired.');
    await stack.agent().post('/api/verify-email').send({ token: 'not-a-real-token' }).expect(400);
    // The offer was used by signing in; another browser never had one.
    await agent.post('/api/verify-email/sign-in').expect(401);
    const elsewhere = await stack.agent().post('/api/verify-email/sign-in').expect(401);
    expect(elsewhere.body.message).toBe('Please log in with your email and password.');
  });

  it('refuses an expired verification link', async () => {
    const agent = stack.agent();
    const { registration } = await register(agent);
    const [email] = await waitForEmails(registration.email);
    const orm = await MikroORM.init(ormOptions(stack.config));
    try {
      await orm.em
        .getConnection()
        .execute(
          'update email_verification_tokens t join users u on u.id = t.user_id set t.expires_at = now() - interval 1 minute where u.email = ?',
          [registration.email],
        );
    } finally {
      await orm.close();
    }
    await agent
      .post('/api/verify-email')
      .send({ token: linkToken(email, '/verify-email') })
      .expect(400);
  });

  it('resends a link to an unverified account and answers the same for unknown and verified emails', async () => {
    const { registration } = await register(stack.agent());
    const answers = await Promise.all(
      [registration.email, uniqueEmail('nobody')].map((email) =>
        stack.agent().post('/api/resend-verification').send({ email }).expect(200),
      ),
    );
    expect(answers[0].body).toEqual(answers[1].body);
    expect(answers[0].body.message).toBe('On its way! Please check your email for the verification link in a moment.');
    const emails = await waitForEmails(registration.email, 2);
    expect(linkToken(emails[0], '/verify-email')).not.toBe(linkToken(emails[1], '/verify-email'));
    const { registration: verified } = await verifiedMember(stack);
    const forVerified = await stack.agent().post('/api/resend-verification').send({ email: verified.email }).expect(200);
    expect(forVerified.body).toEqual(answers[0].body);
  });
});
