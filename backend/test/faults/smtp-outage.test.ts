import { linkToken, listEmails, waitForEmails } from '../support/mail-catcher.js';
import { register, startStack, type Stack } from '../support/accounts.js';
import { freePort } from '../support/network.js';
import { runMailCatcher } from '../support/processes.js';

describe('registration while the mail server is down', () => {
  let stack: Stack;
  // Ports of a mail catcher of this test's own, not running at first.
  let SMTP_PORT: number;
  let WEB_PORT: number;
  beforeAll(async () => {
    [SMTP_PORT, WEB_PORT] = [await freePort(), await freePort()];
    // Its own queue prefix, so that only this stack's worker (pointed at the dead port) sees the job.
    stack = await startStack({ SMTP_PORT: String(SMTP_PORT), REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'plantry_test'}_smtp` });
  });
  afterAll(() => stack.close());

  it('answers at once, and the email arrives once the mail server is back', async () => {
    const started = Date.now();
    const { res, registration } = await register(stack.agent());
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1500);
    await new Promise((r) => setTimeout(r, 3000)); // the worker fails at least once meanwhile
    const catcher = runMailCatcher(SMTP_PORT, WEB_PORT);
    try {
      const [email] = await waitForEmails(registration.email, 1, WEB_PORT, 30000);
      expect(linkToken(email, '/verify-email')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(stack.worker.output()).toMatch(/ECONNREFUSED|connect/i);
      // Once: the failed attempts sent nothing, and the outbox does not queue it again.
      await new Promise((r) => setTimeout(r, 1500));
      expect((await listEmails(WEB_PORT)).filter((e) => e.to.some((t) => t.address === registration.email))).toHaveLength(1);
    } finally {
      await catcher.stop();
    }
  }, 45000);
});
