import { QUEUES, type EmailJobs } from '@plantry/shared';
import { Queue } from 'bullmq';
import { CONTENT_REMOVED } from '../../src/infrastructure/mail/sent-email.js';
import { register, startStack, type Stack } from '../support/accounts.js';
import { linkToken, waitForEmails } from '../support/mail-catcher.js';
import { poll } from '../support/processes.js';
import { createWorld, type World } from './support/world.js';

/**
 * What emails leave behind, and what they carry (low findings of the outside review): rendered
 * emails with live activation and reset links were kept 7 days in the outbox table and in
 * completed jobs, readable by any admin at /admin/queues; and a registration name such as
 * 'URGENT: visit https://evil.example' was mailed verbatim to any address.
 */
const SPAM_NAME = { firstName: 'URGENT: visit https://evil.example', lastName: 'now <b>please</b>' };

describe('sent emails', () => {
  let stack: Stack;
  let w: World;
  let queue: Queue<EmailJobs['send']>;
  beforeAll(async () => {
    stack = await startStack();
    w = await createWorld();
    queue = new Queue(QUEUES.email, {
      connection: { host: w.config.redis.host, port: w.config.redis.port, password: w.config.redis.password },
      prefix: `${w.config.redis.prefix}:bull`,
    });
  }, 60_000);
  afterAll(async () => {
    await queue.close();
    await w.close();
    await stack.close();
  });

  const outboxRowsTo = (to: string) =>
    w.sql<{ email: string; queued_at: Date | null }>('select email, queued_at from outbox_emails where email like ?', [`%${to}%`]);

  it('keeps no usable link in the outbox once an email is queued, nor in the completed job once it is delivered', async () => {
    const { registration } = await register(stack.agent(), SPAM_NAME);
    const [delivered] = await waitForEmails(registration.email);
    const token = linkToken(delivered, '/verify-email');
    const [row] = await poll('the outbox row queued', async () => {
      const rows = await outboxRowsTo(registration.email);
      return rows.length && rows.every((r) => r.queued_at) ? rows : undefined;
    });
    expect(row.email).not.toContain(token);
    expect(JSON.parse(row.email)).toEqual({
      to: registration.email,
      subject: 'Activate your Plantry account',
      text: CONTENT_REMOVED,
      html: '',
    });
    const job = await poll('the completed job without its content', async () => {
      const jobs = await queue.getJobs(['completed']);
      const mine = jobs.find((j) => j.data.to === registration.email);
      return mine?.data.text === CONTENT_REMOVED ? mine : undefined;
    });
    expect(JSON.stringify(job.data)).not.toContain(token);
    // The link itself still works: it was delivered.
    await stack.agent().post('/api/verify-email').send({ token }).expect(200);
  });

  it('mails nothing the registering person wrote to an address nobody has proved', async () => {
    const { registration } = await register(stack.agent(), SPAM_NAME);
    await stack.agent().post('/api/forgot-password').send({ email: registration.email }).expect(200);
    const emails = await waitForEmails(registration.email, 2);
    for (const email of emails) {
      expect(`${email.subject} ${email.text} ${email.html}`).not.toMatch(/URGENT|evil\.example|please/);
      expect(email.text).toContain('Hi,');
    }
  });
});
