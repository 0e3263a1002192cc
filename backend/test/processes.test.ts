import { QUEUES, type EmailJobs } from '@plantry/shared';
import { Queue } from 'bullmq';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config/app-config.js';
import { testConfig } from './test-app.js';

const DIST = join(REPO_ROOT, 'backend/dist');
const NODE = process.execPath;

/** Runs a compiled entry point with the test environment plus overrides; resolves on exit. */
function run(entry: string, env: NodeJS.ProcessEnv): { child: ChildProcess; exited: Promise<{ code: number | null; output: string }> } {
  const child = spawn(NODE, [join(DIST, entry)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  return { child, exited };
}

async function poll<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await fn();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the API and worker processes', () => {
  const config = testConfig();

  it.each(['main.js', 'worker.js'])('%s stops at boot naming a bad setting', async (entry) => {
    const { exited } = run(entry, { DB_PORT: 'not-a-port', ADMIN_EMAIL: '' });
    const { code, output } = await exited;
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('DB_PORT: must be a port number');
    expect(output).toContain('ADMIN_EMAIL');
  });

  it('the worker delivers a queued email over SMTP into the mail catcher', async () => {
    const worker = run('worker.js', { LOG_LEVEL: 'info' });
    const queue = new Queue<EmailJobs['send']>(QUEUES.email, {
      connection: { host: config.redis.host, port: config.redis.port, password: config.redis.password },
      prefix: `${config.redis.prefix}:bull`,
    });
    const subject = `Plantry test ${randomUUID()}`;
    try {
      await queue.add('send', { to: 'cook@example.com', subject, html: '<p>Hello <b>cook</b></p>', text: 'Hello cook' });
      const catcher = `http://127.0.0.1:${process.env.MAILDEV_WEB_PORT ?? 1080}/email`;
      const email = await poll('the email in the mail catcher', async () => {
        const list = (await (await fetch(catcher)).json()) as { subject: string; text: string; html: string; to: { address: string }[] }[];
        return list.find((e) => e.subject === subject);
      });
      expect(email.to[0].address).toBe('cook@example.com');
      expect(email.text.trim()).toBe('Hello cook');
      expect(email.html).toContain('<b>cook</b>');
    } finally {
      await queue.close();
      worker.child.kill('SIGTERM');
      const { code } = await worker.exited;
      expect(code).toBe(0);
    }
  });
});
