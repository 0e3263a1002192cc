import { linkToken, waitForEmails } from '../support/mail-catcher.js';
import { register, startStack, type Stack } from '../support/accounts.js';
import { runMailCatcher } from '../support/processes.js';

/** Ports of a mail catcher of this test's own, not running at first. */
const SMTP_PORT = 1125;
const WEB_PORT = 1180;

describe('registration while the mail server is down', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Its own queue prefix, so that only this stack's worker (pointed at the dead port) sees the job.
    stack = await startStack({ SMTP_PORT: String(SMTP_PORT), REDIS_PREFIX: 'plantry_test_smtp' });
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
    } finally {
      await catcher.stop();
    }
  }, 45000);
});
