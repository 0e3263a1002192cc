import { generate } from 'otplib';
import type { Agent } from './accounts.js';

/**
 * The code an authenticator app shows for this secret, `steps` time steps (of 30 s) from now. The
 * server accepts the step before and after the current one (clock drift), so a test has three
 * codes at hand without waiting: -1, 0 and +1, each usable once.
 */
export const codeAt = (secret: string, steps = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Turns two-factor sign-in on for the agent's member (confirmed with the code of the step before now); answers the secret and recovery codes. */
export async function turnOnTwoFactor(agent: Agent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/auth/two-factor/setup').send({}).expect(200);
  const secret = setup.body.secret as string;
  const enabled = await agent
    .post('/api/auth/two-factor/enable')
    .send({ code: await codeAt(secret, -1) })
    .expect(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}
