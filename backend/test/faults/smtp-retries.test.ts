import { MikroORM } from '@mikro-orm/mariadb';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { solveCaptcha } from '../support/accounts.js';
import { runApi, type ApiProcess } from '../support/api-process.js';
import { reportFigures } from '../support/fault-figures.js';
import { createMember, MEMBER_PASSWORD } from '../support/fixtures.js';
import { HttpClient } from '../support/http-client.js';
import { listEmails, uniqueEmail } from '../support/mail-catcher.js';
import { freePort } from '../support/network.js';
import { poll, runBackend, runMailCatcher, type Running } from '../support/processes.js';
import { testConfig } from '../test-app.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Three attempts, 300 ms then 600 ms apart (production: 12 over about two hours). */
const FAST_RETRIES = { EMAIL_ATTEMPTS: '3', EMAIL_BACKOFF_MS: '300' };

interface DashboardJob {
  id: string;
  name: string;
  attempts: number;
  failedReason?: string;
  stacktrace: string[];
  data: { to: string };
}

/**
 * A mail server that refuses every connection for longer than an email's retries last: the email
 * ends up failed, an admin sees it in the queue dashboard (/admin/queues, bull-board's API) and
 * retries it there once the mail server is back; it is then delivered once.
 */
describe('an email whose retries run out while the mail server refuses', () => {
  const env = { ...FAST_RETRIES, REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'plantry_test'}_smtp_retries` };
  let orm: MikroORM;
  let api: ApiProcess;
  let worker: Running;
  let catcher: Running | undefined;
  let smtpPort: number;
  let webPort: number;
  let admin: HttpClient;

  beforeAll(async () => {
    [smtpPort, webPort] = [await freePort(), await freePort()];
    orm = await MikroORM.init(ormOptions(testConfig(env)));
    // Nothing listens on the SMTP port yet: every delivery is refused (ECONNREFUSED).
    api = await runApi({ ...env, SMTP_PORT: String(smtpPort) });
    worker = runBackend('worker.js', { ...env, SMTP_PORT: String(smtpPort) });
    admin = new HttpClient(api.url);
    await admin.signIn((await createMember(orm.em.fork(), 'admin')).email, MEMBER_PASSWORD);
  }, 60_000);

  afterAll(async () => {
    admin?.close();
    await catcher?.stop();
    await worker?.stop();
    await api?.stop();
    await orm?.close();
  }, 30_000);

  const failedEmails = async () => {
    const { status, body } = await admin.get('/admin/queues/api/queues?activeQueue=email&status=failed&page=1&jobsPerPage=50');
    if (status !== 200) throw new Error(`the dashboard answered ${status}`);
    return (body.queues as { name: string; jobs: DashboardJob[] }[]).find((queue) => queue.name === 'email')!.jobs;
  };

  it('shows the email as failed in the dashboard, and delivers it once when retried there', async () => {
    const visitor = admin.another();
    const email = uniqueEmail('refused');
    const { body: captcha } = await visitor.get<{ question: string }>('/api/captcha');
    const registered = await visitor.post('/api/register', {
      email,
      password: 'green-lentils-42',
      firstName: 'Ana',
      lastName: 'Lima',
      captcha: solveCaptcha(captcha.question),
    });
    expect(registered.status).toBe(201);
    const started = Date.now();

    const failed = await poll(
      'the email failed in the dashboard',
      async () => (await failedEmails()).find((job) => job.data.to === email),
      20_000,
    );
    const failedAfterMs = Date.now() - started;
    expect(failed.name).toBe('send');
    // bull-board shows the attempts made and each attempt's error.
    expect(failed.attempts).toBe(3);
    expect(failed.stacktrace).toHaveLength(3);
    expect(failed.failedReason).toMatch(/ECONNREFUSED/);
    expect(worker.output()).toMatch(/attempt 3 of 3 failed/);

    // The mail server comes back: a failed email stays failed until someone retries it.
    catcher = runMailCatcher(smtpPort, webPort);
    await poll('the mail catcher', () => listEmails(webPort).then(() => true));
    await pause(1500);
    const to = async () => (await listEmails(webPort)).filter((e) => e.to.some((t) => t.address === email));
    expect(await to()).toHaveLength(0);

    const retried = await admin.request('PUT', `/admin/queues/api/queues/email/${encodeURIComponent(failed.id)}/retry`);
    expect(retried.status).toBe(204);
    const retriedAt = Date.now();
    const [delivered] = await poll('the retried email', async () => {
      const emails = await to();
      return emails.length > 0 ? emails : undefined;
    });
    const deliveredMs = Date.now() - retriedAt;
    expect(delivered.subject).toMatch(/activate/i);
    await pause(2000);
    expect(await to()).toHaveLength(1);
    const { body: job } = await admin.get(`/admin/queues/api/queues/email/${encodeURIComponent(failed.id)}`);
    expect(job.status).toBe('completed');
    expect(await failedEmails()).not.toContainEqual(expect.objectContaining({ id: failed.id }));
    reportFigures(
      'SMTP retries',
      `SMTP refusing: the email failed after ${failedAfterMs} ms (3 attempts), delivered ${deliveredMs} ms after the dashboard retry`,
    );
  }, 60_000);
});
