import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { MEMBER_PASSWORD } from '../support/fixtures.js';
import { createTestApp, testConfig } from '../test-app.js';
import { createWorld, sidCookieOf, type Caller, type World } from './support/world.js';

const cookieHeader = (res: request.Response) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith('sid='));
/** The session id inside a signed `sid=s%3A<id>.<signature>` cookie. */
const sessionIdOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]).replace(/^s:/, '').split('.')[0];

/**
 * Sessions under attack: a planted session id (fixation), the cookie's flags, signing out,
 * password resets and role changes, all checked on the server side by replaying the cookie a
 * browser held rather than by the same cookie jar.
 */
describe('sessions', () => {
  let w: World;
  let redis: Redis;
  const stored = async (cookie: string) => (await redis.exists(`${w.config.redis.prefix}:sess:${sessionIdOf(cookie)}`)) === 1;
  /** Who the server says this cookie belongs to (null: nobody). */
  const whoHolds = async (cookie: string) => {
    const res = await w.anonymous().get('/api/auth/user').set('Cookie', cookie);
    return res.status === 200 ? (res.body.email as string) : null;
  };

  beforeAll(async () => {
    w = await createWorld();
    redis = new Redis({ host: w.config.redis.host, port: w.config.redis.port, password: w.config.redis.password });
  }, 60_000);
  afterAll(async () => {
    redis.disconnect();
    await w.close();
  });

  describe('fixation', () => {
    it('signs in on a new session id, never on one planted in the browser, and ends the planted one', async () => {
      const member = await w.make.member();
      // The attacker opens a session of their own (a captcha is enough) and plants its cookie in the victim's browser.
      const planted = sidCookieOf(await w.anonymous().get('/api/captcha').expect(200))!;
      expect(await stored(planted)).toBe(true);
      const login = await w
        .anonymous()
        .post('/api/login')
        .set('Cookie', planted)
        .send({ email: member.email, password: MEMBER_PASSWORD })
        .expect(200);
      const issued = sidCookieOf(login)!;
      expect(sessionIdOf(issued)).not.toBe(sessionIdOf(planted));
      expect(await whoHolds(issued)).toBe(member.email);
      expect(await whoHolds(planted)).toBeNull();
      expect(await stored(planted)).toBe(false);
    });

    it('does the same when the member signs in after following the emailed verification link', async () => {
      const member = await w.make.unverifiedMember();
      const planted = sidCookieOf(await w.anonymous().get('/api/captcha').expect(200))!;
      const token = await w.make.token('verification', member);
      await w.anonymous().post('/api/verify-email').set('Cookie', planted).send({ token }).expect(200);
      expect(await whoHolds(planted)).toBeNull();
      const signedIn = await w.anonymous().post('/api/verify-email/sign-in').set('Cookie', planted).expect(200);
      expect(sessionIdOf(sidCookieOf(signedIn)!)).not.toBe(sessionIdOf(planted));
      expect(await whoHolds(planted)).toBeNull();
      expect(await whoHolds(sidCookieOf(signedIn)!)).toBe(member.email);
    });

    it('ignores a session id the attacker made up or re-signed, and one signed in as the attacker', async () => {
      const attacker = await w.signIn(await w.make.member());
      const victim = await w.make.member();
      const id = sessionIdOf(attacker.cookie!);
      for (const forged of [`sid=${id}`, `sid=s%3A${id}.forged-signature`, 'sid=s%3Aattacker-chosen-id.AAAA']) {
        expect(await whoHolds(forged)).toBeNull();
        const login = await w
          .anonymous()
          .post('/api/login')
          .set('Cookie', forged)
          .send({ email: victim.email, password: MEMBER_PASSWORD })
          .expect(200);
        expect(sessionIdOf(sidCookieOf(login)!)).not.toBe(id);
        expect(sessionIdOf(sidCookieOf(login)!)).not.toBe('attacker-chosen-id');
      }
      // Signing in on the attacker's own signed-in session still gives the victim a new one.
      const login = await w
        .anonymous()
        .post('/api/login')
        .set('Cookie', attacker.cookie!)
        .send({ email: victim.email, password: MEMBER_PASSWORD })
        .expect(200);
      expect(sessionIdOf(sidCookieOf(login)!)).not.toBe(id);
      expect(await whoHolds(attacker.cookie!)).toBeNull();
    });
  });

  describe('the cookie', () => {
    it('is HttpOnly, SameSite=Lax, for the whole site, host-only, for 30 days, and not Secure over plain HTTP', async () => {
      const member = await w.make.member();
      const res = await w.anonymous().post('/api/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200);
      const attributes = cookieHeader(res)!
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']));
      expect(attributes.find((a) => a.startsWith('domain='))).toBeUndefined();
      expect(attributes).not.toContain('secure');
      const expires = Date.parse(attributes.find((a) => a.startsWith('expires='))!.slice('expires='.length));
      expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
      expect(await redis.ttl(`${w.config.redis.prefix}:sess:${sessionIdOf(cookieHeader(res)!)}`)).toBeGreaterThan(29 * 24 * 3600);
    });

    describe('when PUBLIC_URL is https', () => {
      let apps: NestExpressApplication[];
      const signIn = async (app: NestExpressApplication, headers: Record<string, string>) => {
        const member = await w.make.member();
        const res = await request(app.getHttpServer())
          .post('/api/login')
          .set(headers)
          .send({ email: member.email, password: MEMBER_PASSWORD });
        expect(res.status).toBe(200);
        return cookieHeader(res);
      };
      beforeAll(async () => {
        apps = await Promise.all(
          ['1', 'false'].map((trustProxy) => createTestApp(testConfig({ PUBLIC_URL: 'https://plantry.example', TRUST_PROXY: trustProxy }))),
        );
      }, 30_000);
      afterAll(() => Promise.all(apps.map((app) => app.close())));

      it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
        const cookie = await signIn(apps[0], { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' });
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; HttpOnly/i);
      });

      it('is never sent over plain HTTP, nor on the word of an untrusted X-Forwarded-Proto', async () => {
        expect(await signIn(apps[0], { 'X-Forwarded-Proto': 'http' })).toBeUndefined();
        expect(await signIn(apps[1], { 'X-Forwarded-Proto': 'https' })).toBeUndefined();
        expect(await signIn(apps[1], {})).toBeUndefined();
      });
    });
  });

  describe('absolute lifetime', () => {
    const key = (cookie: string) => `${w.config.redis.prefix}:sess:${sessionIdOf(cookie)}`;
    const storedSession = async (cookie: string) => JSON.parse((await redis.get(key(cookie)))!) as { expiresAt: number };
    /**
     * Moves the session's end, as the passing of time would: its key's expiry with it, or for an end
     * already past, a key Redis still holds (a clock behind the API's).
     */
    const endsIn = async (cookie: string, ms: number) => {
      const data = await storedSession(cookie);
      data.expiresAt = Date.now() + ms;
      if (ms > 0) await redis.set(key(cookie), JSON.stringify(data), 'PX', ms);
      else await redis.set(key(cookie), JSON.stringify(data), 'KEEPTTL');
    };

    it('ends a session 30 days after sign-in: a used session id stops working then', async () => {
      const caller = await w.signIn(await w.make.member());
      const lifetime = (await storedSession(caller.cookie!)).expiresAt - Date.now();
      expect(lifetime).toBeGreaterThan(30 * 24 * 3600_000 - 60_000);
      expect(lifetime).toBeLessThanOrEqual(30 * 24 * 3600_000);
      await endsIn(caller.cookie!, -1000);
      expect(await whoHolds(caller.cookie!)).toBeNull();
      expect(await stored(caller.cookie!)).toBe(false);
    });

    it('never keeps a session past its end because it is used', async () => {
      const caller = await w.signIn(await w.make.member());
      await endsIn(caller.cookie!, 60_000);
      for (let i = 0; i < 3; i++) expect(await whoHolds(caller.cookie!)).toBe(caller.user!.email);
      expect(await redis.ttl(key(caller.cookie!))).toBeLessThanOrEqual(60);
      // Changing the session (a captcha) keeps its end too.
      await caller.agent.get('/api/captcha').expect(200);
      expect((await storedSession(caller.cookie!)).expiresAt - Date.now()).toBeLessThanOrEqual(60_000);
      expect(await redis.ttl(key(caller.cookie!))).toBeLessThanOrEqual(60);
    });
  });

  describe('signing out', () => {
    it('ends the session on the server: the cookie a browser kept no longer signs anyone in', async () => {
      const caller = await w.signIn(await w.make.member());
      const other = await w.signIn(caller.user!);
      expect(await whoHolds(caller.cookie!)).toBe(caller.user!.email);
      const res = await caller.agent.post('/api/logout').expect(204);
      expect(cookieHeader(res)).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
      expect(await stored(caller.cookie!)).toBe(false);
      expect(await whoHolds(caller.cookie!)).toBeNull();
      await w.anonymous().post('/api/recipes/1/reviews').set('Cookie', caller.cookie!).send({ rating: 5 }).expect(401);
      // Only that session: the member's other browser stays signed in.
      expect(await whoHolds(other.cookie!)).toBe(caller.user!.email);
    });

    it('cannot be triggered by a link or an image (GET)', async () => {
      const caller = await w.signIn(await w.make.member());
      await caller.agent.get('/api/logout').expect(404);
      expect(await whoHolds(caller.cookie!)).toBe(caller.user!.email);
    });
  });

  describe('password reset', () => {
    it("ends every other session of the member, keeps other members' and the resetting browser's own", async () => {
      const member = await w.make.member();
      const browsers: Caller[] = [await w.signIn(member), await w.signIn(member)];
      const bystander = await w.signIn(await w.make.member());
      // The member resets from a third browser where they are signed in too.
      const resetting = await w.signIn(member);
      const token = await w.make.token('reset', member);
      await resetting.agent.post('/api/reset-password').send({ token, password: 'a-brand-new-secret-9' }).expect(200);
      for (const browser of browsers) {
        expect(await whoHolds(browser.cookie!)).toBeNull();
        expect(await stored(browser.cookie!)).toBe(false);
      }
      expect(await whoHolds(resetting.cookie!)).toBe(member.email);
      expect(await whoHolds(bystander.cookie!)).toBe(bystander.user!.email);
      await w.anonymous().post('/api/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(401);
    });

    it('does not sign in the browser that used the link', async () => {
      const member = await w.make.member();
      const token = await w.make.token('reset', member);
      const stranger = w.anonymous();
      const res = await stranger.post('/api/reset-password').send({ token, password: 'a-brand-new-secret-9' }).expect(200);
      expect(sidCookieOf(res)).toBeUndefined();
    });
  });

  describe('role changes and removal by an admin', () => {
    const admin = () => w.callers.admin.agent;

    it("take effect on the member's open session at once", async () => {
      const cook = await w.signIn(await w.make.member('home_cook'));
      await cook.agent.post('/api/recipes').send({ title: 'x' }).expect(400); // allowed in: only the body is wrong
      await admin().patch(`/api/admin/users/${cook.user!.id}`).send({ role: 'user' }).expect(200);
      await cook.agent.post('/api/recipes').send({ title: 'x' }).expect(403);

      const demoted = await w.signIn(await w.make.member('admin'));
      await demoted.agent.get('/admin/queues').set('Accept', 'text/html').expect(200);
      await demoted.agent.get('/api/admin/users').expect(200);
      await admin().patch(`/api/admin/users/${demoted.user!.id}`).send({ role: 'home_cook' }).expect(200);
      await demoted.agent.get('/api/admin/users').expect(403);
      await demoted.agent.get('/admin/queues').set('Accept', 'text/html').expect(403);
      await demoted.agent.get('/admin/queues/api/queues').expect(403);
    });

    it('ends the session of a deleted member on their next request', async () => {
      const member = await w.signIn(await w.make.member());
      await admin().delete(`/api/admin/users/${member.user!.id}`).expect(204);
      expect(await whoHolds(member.cookie!)).toBeNull();
      expect(await stored(member.cookie!)).toBe(false);
    });
  });
});
