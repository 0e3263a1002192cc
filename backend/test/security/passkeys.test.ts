import { addPasskey, passkeySignIn, siteOrigin } from '../support/passkey-flows.js';
import { softAuthenticator } from '../support/passkeys.js';
import { createWorld, type World } from './support/world.js';

/**
 * Attacks on passkeys: a challenge answered twice (one after the other, and racing), answers made on
 * another origin or for another RP id, guessing past the rate limit, someone else's passkey, and
 * a signature counter that went back (a copied authenticator).
 */
describe('passkeys under attack', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld({ RATE_LIMIT_MULTIPLIER: '1' });
  }, 60_000);
  beforeEach(() => w.clearRateLimits());
  afterAll(() => w.close());

  const memberWithPasskey = async () => {
    const user = await w.make.member('registered');
    return { user, device: await addPasskey((await w.signIn(user)).agent) };
  };
  const signInOptions = async (agent = w.agent()) => ({
    agent,
    options: (await agent.post('/api/login/passkey/options').expect(200)).body.options,
  });

  it('adds a passkey only on a recent sign-in: a session signed in over 10 minutes ago (a stolen one, say) is refused', async () => {
    const caller = await w.signIn(await w.make.member('registered'));
    const sid = /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(caller.cookie!.slice('sid='.length)))![1];
    const key = `${w.config.redis.prefix}:sess:${sid}`;
    await w.redis(async (redis) => {
      const data = JSON.parse((await redis.get(key))!) as { signedInAt: number };
      expect(Date.now() - data.signedInAt).toBeLessThan(60_000);
      data.signedInAt -= 11 * 60_000;
      await redis.set(key, JSON.stringify(data), 'KEEPTTL');
    });
    const refused = await caller.agent.post('/api/auth/passkeys/registration-options');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'For your safety, adding a passkey needs a recent sign-in. Please log out, sign in again and add it within 10 minutes.',
    );
    // Signing in again opens it.
    const again = await w.signIn(caller.user!);
    await again.agent.post('/api/auth/passkeys/registration-options').expect(200);
  });

  it('answers a sign-in challenge once: a replayed answer, or two racing with it, sign in once', async () => {
    const { device } = await memberWithPasskey();
    const { agent, options } = await signInOptions();
    const response = device.authenticate(options);
    await agent.post('/api/login/passkey').send({ response }).expect(200);
    const replay = await w.agent().post('/api/login/passkey').send({ response }).expect(401);
    expect(replay.body.message).toMatch(/expired or was already used/);

    // The same answer sent twice at once on one session: the challenge is claimed once.
    const racing = await signInOptions();
    const answer = device.authenticate(racing.options);
    const statuses = await Promise.all([1, 2].map(() => racing.agent.post('/api/login/passkey').send({ response: answer })));
    expect(statuses.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('refuses a registration challenge replayed, even by the same member', async () => {
    const user = await w.make.member('registered');
    const { agent } = await w.signIn(user);
    const { options } = (await agent.post('/api/auth/passkeys/registration-options').expect(200)).body;
    const response = softAuthenticator(siteOrigin()).register(options);
    await agent.post('/api/auth/passkeys').send({ name: 'Laptop', response }).expect(201);
    const replay = await agent.post('/api/auth/passkeys').send({ name: 'Laptop', response }).expect(400);
    expect(replay.body.message).toMatch(/expired or was already used/);
  });

  it('refuses answers made on another origin or for another RP id, with a clear 400', async () => {
    const { device } = await memberWithPasskey();
    const origin = await passkeySignIn(w.agent(), device, { origin: 'https://plantry.evil.example' });
    expect(origin.status).toBe(400);
    expect(origin.body.message).toMatch(/another web address/);
    const rpId = await passkeySignIn(w.agent(), device, { rpId: 'evil.example' });
    expect(rpId.status).toBe(400);
    expect(rpId.body.message).toMatch(/another site/);

    const { agent } = await w.signIn(await w.make.member('registered'));
    const { options } = (await agent.post('/api/auth/passkeys/registration-options').expect(200)).body;
    const phished = softAuthenticator('https://plantry.evil.example').register(options);
    expect((await agent.post('/api/auth/passkeys').send({ name: 'Phished', response: phished })).status).toBe(400);
    expect((await agent.get('/api/auth/passkeys').expect(200)).body).toEqual([]);
  });

  it('refuses a counter that did not move forward (a copied authenticator)', async () => {
    const { device } = await memberWithPasskey();
    expect((await passkeySignIn(w.agent(), device, { counter: 5 })).status).toBe(200);
    const cloned = await passkeySignIn(w.agent(), device, { counter: 5 });
    expect(cloned.status).toBe(401);
    expect(cloned.body.message).toMatch(/old signature count/);
    expect((await passkeySignIn(w.agent(), device, { counter: 3 })).status).toBe(401);
    expect((await passkeySignIn(w.agent(), device, { counter: 6 })).status).toBe(200);
  });

  it("refuses someone else's passkey: a key it does not hold, or a user handle that is not its member's", async () => {
    const { device } = await memberWithPasskey();
    const other = await memberWithPasskey();
    // The other member's credential id, signed with this device's key.
    const { agent, options } = await signInOptions();
    const forged = device.authenticate(options);
    const res = await agent
      .post('/api/login/passkey')
      .send({ response: { ...forged, id: other.device.credentialId, rawId: other.device.credentialId } });
    expect(res.status).toBe(401);
    await agent.get('/api/auth/user').expect(401);
    // A right signature whose user handle names another member.
    const second = await signInOptions();
    const answer = device.authenticate(second.options);
    const swapped = { ...answer, response: { ...(answer.response as object), userHandle: other.device.userHandle } };
    expect((await second.agent.post('/api/login/passkey').send({ response: swapped })).status).toBe(401);
  });

  it('limits sign-in answers to 30 per address in 15 minutes', async () => {
    const stranger = softAuthenticator(siteOrigin());
    for (let i = 0; i < 30; i++) expect((await passkeySignIn(w.agent(), stranger)).status).toBe(401);
    const limited = await passkeySignIn(w.agent(), stranger);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
