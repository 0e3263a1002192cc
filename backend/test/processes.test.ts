import { QUEUES, type EmailJobs } from '@plantry/shared';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
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

  it('the API answers a request under way on SIGTERM, then exits 0 and listens no more', async () => {
    const port = 3157;
    const api = runBackend('main.js', { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` });
    try {
      await poll('the API', async () =>
        (await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
          ? true
          : undefined,
      );
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
      // A sign-in whose body is still arriving when the signal comes.
      const answered = new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/login',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          api.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 500);
        }, 200);
      });
      expect(await answered).toBe(401);
      expect(await api.exited.then((r) => r.code)).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      await api.stop();
    }
  }, 30_000);
});
