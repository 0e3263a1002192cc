import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IMAGE_LIMITS, QUEUES } from '@plantry/shared';
import { Queue } from 'bullmq';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { StoredImage } from '../../src/modules/images/entities/stored-image.entity.js';
import { register } from '../support/accounts.js';
import { reportFigures } from '../support/fault-figures.js';
import { createMember, signInAs } from '../support/fixtures.js';
import { noisyPhoto } from '../support/image-fixtures.js';
import { listEmails, waitForEmails } from '../support/mail-catcher.js';
import { freePort, SilentSmtpServer } from '../support/network.js';
import { poll, runBackend, runMailCatcher, type Running } from '../support/processes.js';
import { createTestApp, testConfig } from '../test-app.js';

/** Queues of this file alone, so that no other test's worker takes its jobs. */
const PREFIX = `${process.env.REDIS_PREFIX ?? 'plantry_test'}_crash`;
/** Locks of a few seconds, so that a killed worker's jobs run again within seconds (JOB_LOCK_MS). */
const FAST_LOCKS = { JOB_LOCK_MS: '2000', JOB_STALLED_CHECK_MS: '1000' };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a worker killed (SIGKILL) in the middle of its jobs', () => {
  const config = testConfig({ REDIS_PREFIX: PREFIX });
  const silentSmtp = new SilentSmtpServer();
  const connection = { host: config.redis.host, port: config.redis.port, password: config.redis.password };
  let app: NestExpressApplication;
  let orm: MikroORM;
  let catcher: Running;
  let catcherWeb: number;
  let catcherSmtp: number;
  const workers: Running[] = [];
  const queues: Queue[] = [];

  beforeAll(async () => {
    [catcherSmtp, catcherWeb] = [await freePort(), await freePort()];
    catcher = runMailCatcher(catcherSmtp, catcherWeb);
    orm = await MikroORM.init(ormOptions(config));
    app = await createTestApp(config);
    for (const name of [QUEUES.email, QUEUES.images]) {
      const queue = new Queue(name, { connection, prefix: `${PREFIX}:bull` });
      await queue.obliterate({ force: true });
      queues.push(queue);
    }
    await poll('the private mail catcher', () => listEmails(catcherWeb).then(() => true));
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await Promise.all(queues.map((queue) => queue.close()));
    await catcher?.stop();
    await silentSmtp.close();
    await app?.close();
    await orm?.close();
  }, 30_000);

  it('runs the email and the image job again on a new worker, each once', async () => {
    const [emailQueue, imagesQueue] = queues;
    // An email job: a registration's activation email, relayed by the API to the queue at once.
    const { res: registered, registration } = await register(request.agent(app.getHttpServer()));
    expect(registered.status).toBe(201);
    // An image job: a recipe with a large photo; its variants are made by the worker.
    const cook = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork()));
    const shared = await cook
      .post('/api/recipes')
      .field('title', `Crash Curry ${Date.now()}`)
      .field('description', 'Its photo is resized by a worker that dies.')
      .field('ingredients', JSON.stringify(['1 squash', '1 can coconut milk']))
      .field('instructions', JSON.stringify(['Simmer.']))
      .attach('featuredImage', await noisyPhoto(), 'curry.jpg')
      .expect(201);
    const { featuredImage } = (await cook.get(`/api/recipes/${shared.body.id}`).expect(200)).body as { featuredImage: string };
    const base = featuredImage.replace(/^\/uploads\//, '').replace(/\/full\.webp$/, '');
    const folder = join(config.uploadDir, base);
    const [emailJob] = await emailQueue.getJobs(['waiting']);
    const [imageJob] = await imagesQueue.getJobs(['waiting']);
    expect(emailJob.data.to).toBe(registration.email);
    // The job carries the id of the upload's request, for the worker's log lines.
    expect(imageJob.data).toEqual({ base, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    // The first worker delivers to a mail server that never answers, and dies once the first
    // variant file is written: both jobs are surely in flight.
    await mkdir(folder, { recursive: true });
    let watcher: FSWatcher | undefined;
    const firstVariant = new Promise<void>((resolve) => {
      watcher = watch(folder, (_event, name) => name?.startsWith('w') && resolve());
    });
    const first = runBackend('worker.js', { REDIS_PREFIX: PREFIX, SMTP_PORT: String(await silentSmtp.listen()), ...FAST_LOCKS });
    workers.push(first);
    await Promise.race([firstVariant, first.exited.then(() => Promise.reject(new Error(`the worker exited:\n${first.output()}`)))]);
    await poll('the email job at the silent mail server', async () => (silentSmtp.connections > 0 ? true : undefined));
    first.child.kill('SIGKILL');
    watcher?.close();
    await first.exited;
    const killedAt = Date.now();
    const filesAtKill = (await readdir(folder)).filter((name) => name !== 'full.webp');

    expect(await emailQueue.getJobState(emailJob.id!)).toBe('active');
    expect(await imagesQueue.getJobState(imageJob.id!)).toBe('active');
    // The image is not yet recorded as having variants: the kill came mid-job.
    const atKill = await orm.em.fork().findOneOrFail(StoredImage, { base });
    expect(atKill.variantWidths).toBeNull();
    expect(filesAtKill.length).toBeLessThan(IMAGE_LIMITS.variantWidths.length);

    const second = runBackend('worker.js', { REDIS_PREFIX: PREFIX, SMTP_PORT: String(catcherSmtp), ...FAST_LOCKS });
    workers.push(second);
    const [email] = await waitForEmails(registration.email, 1, catcherWeb, 20_000);
    const emailRecoveredMs = Date.now() - killedAt;
    const image = await poll('the variants', async () => {
      const row = await orm.em.fork().findOneOrFail(StoredImage, { base });
      return row.variantWidths ? row : undefined;
    });
    const imageRecoveredMs = Date.now() - killedAt;
    expect(email.subject).toMatch(/activate/i);

    // Another round of stalled checks and outbox relays: nothing more happens.
    await pause(2500);
    const delivered = (await listEmails(catcherWeb)).filter((e) => e.to.some((t) => t.address === registration.email));
    expect(delivered).toHaveLength(1);
    for (const [queue, job] of [
      [emailQueue, emailJob],
      [imagesQueue, imageJob],
    ] as const) {
      const after = (await queue.getJob(job.id!))!;
      expect(await after.getState()).toBe('completed');
      // Run once by the dead worker, and once more after its lock expired: no failed attempt.
      expect(after.attemptsStarted).toBe(2);
      expect(after.stalledCounter).toBe(1);
    }
    expect(await orm.em.fork().count(StoredImage, { base })).toBe(1);
    expect(image.variantWidths).toBe(IMAGE_LIMITS.variantWidths.join(','));
    expect((await readdir(folder)).sort()).toEqual(['full.webp', ...IMAGE_LIMITS.variantWidths.map((w) => `w${w}.webp`)].sort());
    reportFigures(
      'worker SIGKILL',
      `SIGKILLed worker with ${filesAtKill.length} variant file(s) written: email delivered ${emailRecoveredMs} ms and variants recorded ${imageRecoveredMs} ms after the kill`,
    );
  }, 60_000);
});
