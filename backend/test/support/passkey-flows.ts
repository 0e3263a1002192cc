import type { Agent } from './accounts.js';
import { softAuthenticator, type Overrides, type SoftAuthenticator } from './passkeys.js';

/** The origin the test app answers for (PUBLIC_URL): what a browser on the site would report. */
export const siteOrigin = (): string => new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000').origin;

/** Adds a passkey to the agent's member as their profile does (options, the authenticator, verify); answers the authenticator. */
export async function addPasskey(agent: Agent, name = 'Laptop', device: SoftAuthenticator = softAuthenticator(siteOrigin())) {
  const { body } = await agent.post('/api/auth/passkeys/registration-options').expect(200);
  await agent
    .post('/api/auth/passkeys')
    .send({ name, response: device.register(body.options) })
    .expect(201);
  return device;
}

/** Asks sign-in options on the agent's session and answers them with the device; resolves to the HTTP answer. */
export async function passkeySignIn(agent: Agent, device: SoftAuthenticator, overrides?: Overrides) {
  const { body } = await agent.post('/api/login/passkey/options').expect(200);
  return agent.post('/api/login/passkey').send({ response: device.authenticate(body.options, overrides) });
}
