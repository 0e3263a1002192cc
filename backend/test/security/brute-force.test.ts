import type request from 'supertest';
import { PASSWORD, register, solveCaptcha } from '../support/accounts.js';
import { MEMBER_PASSWORD } from '../support/fixtures.js';
import { uniqueEmail } from '../support/mail-catcher.js';
import { createWorld, type World } from './support/world.js';

/** A different made-up client address for every request, as an attacker rotating X-Forwarded-For would send. */
let spoofed = 0;
const rotatingForwardedFor = () => `198.51.100.${(++spoofed % 250) + 1}, 203.0.113.${(spoofed % 200) + 1}`;

/** Status, body and the headers that matter of an answer, for comparing two answers. */
const answer = (res: request.Response) => ({
  status: res.status,
  body: res.body,
  type: res.headers['content-type'],
  length: res.headers['content-length'],
  cookie: res.headers['set-cookie'] !== undefined,
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('guessing passwords and accounts', () => {
  describe('enumeration: known and unknown emails get the same answer', () => {
    let w: World;
    beforeAll(async () => {
      w = await createWorld();
    }, 60_000);
    afterAll(() => w.close());

    it('on sign-in: a wrong password, an unknown email and an unverified account answer alike, in about the same time', async () => {
      const verified = await w.make.member(); // hashed as the app hashes passwords
      const unverified = await w.make.unverifiedMember();
      const attempts = {
        wrongPassword: { email: verified.email, password: 'not-the-password' },
        wrongPasswordOtherCase: { email: ` ${verified.email.toUpperCase()} `, password: 'not-the-password' },
        unknown: { email: uniqueEmail('nobody'), password: 'not-the-password' },
        unverifiedWrongPassword: { email: unverified.email, password: 'not-the-password' },
      };
      const answers = await Promise.all(
        Object.values(attempts).map(async (body) => answer(await w.anonymous().post('/api/login').send(body))),
      );
      for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 401, body: { message: 'Invalid email or password' }, cookie: false });

      // The password is checked against a decoy hash for unknown emails: no shortcut to time.
      const time = async (body: object) => {
        const started = performance.now();
        await w.anonymous().post('/api/login').send(body);
        return performance.now() - started;
      };
      const [known, unknown] = [[] as number[], [] as number[]];
      for (let i = 0; i < 7; i++) {
        known.push(await time(attempts.wrongPassword));
        unknown.push(await time({ ...attempts.unknown, email: uniqueEmail('nobody') }));
      }
      expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
      expect(median(unknown) / median(known)).toBeLessThan(2);
    });

    it.each(['forgot-password', 'resend-verification'])('on %s: verified, unverified and unknown emails, in any case', async (route) => {
      const verified = await w.make.member();
      const unverified = await w.make.unverifiedMember();
      const emails = [
        verified.email,
        unverified.email,
        uniqueEmail('nobody'),
        verified.email.toUpperCase(),
        `not-an-account+${verified.email}`,
      ];
      const answers = [];
      for (const email of emails) answers.push(answer(await w.anonymous().post(`/api/${route}`).send({ email })));
      for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
      expect(answers[0].status).toBe(200);
      expect(answers[0].body.message).toBe(
        route === 'forgot-password'
          ? 'Please check your email for the password reset link.'
          : 'On its way! Please check your email for the verification link in a moment.',
      );
    });

    it("on registration: only PRODUCT.md's 409 'Email already registered', after the captcha, and nothing more", async () => {
      const verified = await w.make.member();
      const unverified = await w.make.unverifiedMember();
      const answers = [];
      for (const email of [verified.email, unverified.email, verified.email.toUpperCase()]) {
        const { res } = await register(w.agent(), { email, firstName: 'Eve', lastName: 'Prober' });
        answers.push(answer(res));
      }
      for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 409, body: { statusCode: 409, message: 'Email already registered', error: 'Conflict' } });
      expect(Object.keys(answers[0].body).sort()).toEqual(['error', 'message', 'statusCode']);

      // Without the right captcha answer, a taken email and a new one are the same wrong answer.
      const wrongCaptcha = async (email: string) => {
        return answer(
          await w
            .agent()
            .post('/api/register')
            .send({ email, password: PASSWORD, firstName: 'Eve', lastName: 'Prober', captcha: 1_000_000 }),
        );
      };
      expect(await wrongCaptcha(verified.email)).toEqual(await wrongCaptcha(uniqueEmail('fresh')));
      expect((await wrongCaptcha(verified.email)).status).toBe(400);
      // The existing accounts are untouched.
      expect(
        await w.sql('select first_name, email_verified from users where id in (?, ?) order by id', [verified.id, unverified.id]),
      ).toEqual([
        { first_name: 'Fia', email_verified: 1 },
        { first_name: 'Fia', email_verified: 0 },
      ]);
    });
  });

  describe('rate limits hold against rotating X-Forwarded-For (TRUST_PROXY unset)', () => {
    let w: World;
    /** Sends `count` requests, each from a new claimed address; answers the statuses. */
    const flood = async (count: number, send: () => request.Test) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i++) statuses.push((await send().set('X-Forwarded-For', rotatingForwardedFor())).status);
      return statuses;
    };
    const limited = (statuses: number[]) => statuses.findIndex((status) => status === 429);

    beforeAll(async () => {
      w = await createWorld({ RATE_LIMIT_MULTIPLIER: '1' });
      await w.clearRateLimits();
    }, 60_000);
    afterAll(() => w.close());

    it('sign-in: 30 attempts per address on any accounts, then 429 for the right password too', async () => {
      const statuses = await flood(30, () =>
        w
          .anonymous()
          .post('/api/login')
          .send({ email: uniqueEmail('guess'), password: 'guess-password' }),
      );
      expect(statuses).toEqual(Array(30).fill(401));
      const member = await w.make.member();
      const res = await w
        .anonymous()
        .post('/api/login')
        .set('X-Forwarded-For', rotatingForwardedFor())
        .send({ email: member.email, password: MEMBER_PASSWORD });
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('sign-in: 10 attempts per account, however the email is written', async () => {
      await w.clearRateLimits();
      const member = await w.make.member();
      const variants = [
        member.email,
        member.email.toUpperCase(),
        ` ${member.email}`,
        `${member.email}\t`,
        member.email.replace(/^./, (c) => c.toUpperCase()),
      ];
      const statuses = await flood(10, () =>
        w
          .anonymous()
          .post('/api/login')
          .send({ email: variants[spoofed % variants.length], password: 'wrong-password' }),
      );
      expect(statuses).toEqual(Array(10).fill(401));
      await w.anonymous().post('/api/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(429);
    });

    it('registration: 10 per address an hour', async () => {
      const statuses = await flood(11, () =>
        w
          .anonymous()
          .post('/api/register')
          .send({ email: uniqueEmail('bulk'), password: PASSWORD, firstName: 'B', lastName: 'Ot', captcha: 1 }),
      );
      expect(limited(statuses)).toBe(10);
    });

    it('emailed links: 10 per address an hour, forgot-password and resend-verification together', async () => {
      const statuses = await flood(11, () =>
        w
          .anonymous()
          .post(spoofed % 2 ? '/api/forgot-password' : '/api/resend-verification')
          .send({ email: uniqueEmail('flood') }),
      );
      expect(limited(statuses)).toBe(10);
    });

    it('contact messages: 5 per address an hour', async () => {
      const message = { name: 'Rosa', email: 'rosa@example.com', subject: 'Hello there', message: 'A message long enough.' };
      expect(limited(await flood(6, () => w.anonymous().post('/api/contact').send(message)))).toBe(5);
    });

    it('reviews: 30 per account an hour, counted before the form is read', async () => {
      const reviewer = await w.signIn(await w.make.member());
      const recipe = await w.make.recipe(w.callers.otherAuthor.user!.id);
      const statuses = await flood(31, () => reviewer.agent.post(`/api/recipes/${recipe.id}/reviews`).send({ rating: 'not a number' }));
      expect(limited(statuses)).toBe(30);
      expect(new Set(statuses.slice(0, 30))).toEqual(new Set([400]));
    });

    it('answers the captcha of a limited address no more registrations', async () => {
      const agent = w.agent();
      const { body } = await agent.get('/api/captcha').expect(200);
      await agent
        .post('/api/register')
        .send({ email: uniqueEmail('late'), password: PASSWORD, firstName: 'La', lastName: 'Te', captcha: solveCaptcha(body.question) })
        .expect(429);
    });
  });
});
