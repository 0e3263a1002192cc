import { QUEUES, type EmailJobs } from '@plantry/shared';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { listEmails } from './support/mail-catcher.js';
import { poll, runBackend } from './support/processes.js';
import { testConfig } from './test-app.js';

describe('the API and worker processes', () => {
  const config = testConfig();

  it.each(['main.js', 'worker.js'])('%s stops at boot naming a bad setting', async (entry) => {
    const { exited } = runBackend(entry, { DB_PORT: 'not-a-port', ADMIN_EMAIL: '' });
    const { code, output } = await exited;
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('DB_PORT: must be a port number');
    expect(output).toContain('ADMIN_EMAIL');
  });

  it('the worker delivers a queued email over SMTP into the mail catcher', async () => {
    const worker = runBackend('worker.js');
    const queue = new Queue<EmailJobs['send']>(QUEUES.email, {
      connection: { host: config.redis.host, port: config.redis.port, password: config.redis.password },
      prefix: `${config.redis.prefix}:bull`,
    });
    const subject = `Plantry test ${randomUUID()}`;
    try {
      await queue.add('send', { to: 'cook@example.com', subject, html: '<p>Hello <b>cook</b></p>', text: 'Hello cook' });
      const email = await poll('the email in the mail catcher', async () => (await listEmails()).find((e) => e.subject === subject));
      expect(email.to[0].address).toBe('cook@example.com');
      expect(email.text.trim()).toBe('Hello cook');
      expect(email.html).toContain('<b>cook</b>');
    } finally {
      await queue.close();
      expect(await worker.stop()).toBe(0);
    }
  });
});
