import { MikroORM } from '@mikro-orm/mariadb';
import { IMAGE_LIMITS, QUEUES } from '@plantry/shared';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { OutboxEmail } from '../../src/infrastructure/mail/outbox-email.entity.js';
import type { Recipe } from '../../src/modules/recipes/entities/recipe.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { runApi, type ApiProcess } from '../support/api-process.js';
import { reportFigures } from '../support/fault-figures.js';
import { createMember, createRecipe, MEMBER_PASSWORD } from '../support/fixtures.js';
import { HttpClient, type Answer } from '../support/http-client.js';
import { noisyPhoto } from '../support/image-fixtures.js';
import { listEmails, uniqueEmail } from '../support/mail-catcher.js';
import { poll, runBackend, type Running } from '../support/processes.js';
import { testConfig } from '../test-app.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PREFIX = `${process.env.REDIS_PREFIX ?? 'plantry_test'}_shutdown_load`;
/** Browsers sending requests one after another, all at once. */
const BROWSERS = 120;

interface Sent {
  what: string;
  startedAt: number;
  endedAt: number;
  status: number;
  error?: string;
}

/** SIGTERM while the API and the worker are busy: what was under way finishes, nothing is lost or done twice. */
describe('SIGTERM under load', () => {
  const config = testConfig({ REDIS_PREFIX: PREFIX });
  let orm: MikroORM;
  const running: Running[] = [];
  const clients: HttpClient[] = [];

  let api: ApiProcess;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    // Logs at info: one line per request the API read, saying how it ended.
    api = await runApi({ REDIS_PREFIX: PREFIX, RATE_LIMIT_MULTIPLIER: '10000', LOG_LEVEL: 'info' });
    running.push(api);
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const process of running) process.child.kill('SIGKILL');
    await Promise.all(running.map((process) => process.exited));
    await orm?.close();
  }, 30_000);

  it('the worker finishes its jobs under way, leaves the others waiting, and a new worker does each once', async () => {
    const queues = [QUEUES.email, QUEUES.images].map(
      (name) =>
        new Queue(name, {
          connection: { host: config.redis.host, port: config.redis.port, password: config.redis.password },
          prefix: `${PREFIX}:bull`,
        }),
    );
    try {
      await Promise.all(queues.map((queue) => queue.obliterate({ force: true })));
      const [emailQueue, imagesQueue] = queues;
      // Four image jobs (large photos) and twenty emails in the outbox, with no worker yet.
      const cook = await createMember(orm.em.fork());
      const browser = new HttpClient(api.url);
      clients.push(browser);
      await browser.signIn(cook.email, MEMBER_PASSWORD);
      const photo = await noisyPhoto(1400, 1050);
      const images: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const shared = await browser.sendForm<{ featuredImage: string }>(
          'POST',
          '/api/recipes',
          {
            title: `Shutdown Photo ${i} ${randomUUID()}`,
            description: 'One of many photos to resize.',
            ingredients: JSON.stringify(['1 beetroot']),
            instructions: JSON.stringify(['Roast.']),
          },
          [{ field: 'featuredImage', name: 'beet.jpg', data: photo }],
        );
        expect(shared.status).toBe(201);
        images.push(shared.body.featuredImage);
      }
      const em = orm.em.fork();
      const addresses = Array.from({ length: 20 }, () => uniqueEmail('shutdown'));
      for (const to of addresses) em.create(OutboxEmail, { email: { to, subject: 'Under load', text: 'Hello', html: '<p>Hello</p>' } });
      await em.flush();

      const first = runBackend('worker.js', { REDIS_PREFIX: PREFIX });
      running.push(first);
      await poll('some jobs of each queue done', async () =>
        (await imagesQueue.getCompletedCount()) >= 2 && (await emailQueue.getCompletedCount()) >= 1 ? true : undefined,
      );
      first.child.kill('SIGTERM');
      const signalAt = Date.now();
      const { code } = await first.exited;
      const exitMs = Date.now() - signalAt;
      const afterFirst = { images: await imagesQueue.getJobCounts(), emails: await emailQueue.getJobCounts() };
      reportFigures(
        'SIGTERM under load',
        `worker SIGTERM: exit ${code} after ${exitMs} ms, images ${JSON.stringify(afterFirst.images)}, emails ${JSON.stringify(afterFirst.emails)}`,
      );
      expect(code).toBe(0);
      for (const counts of Object.values(afterFirst)) {
        expect(counts.active).toBe(0);
        expect(counts.failed).toBe(0);
      }
      expect(afterFirst.images.waiting + afterFirst.emails.waiting).toBeGreaterThan(0);

      const second = runBackend('worker.js', { REDIS_PREFIX: PREFIX });
      running.push(second);
      await poll(
        'every image job done',
        async () => ((await imagesQueue.getCompletedCount()) === images.length ? true : undefined),
        60_000,
      );
      const delivered = async () => (await listEmails()).filter((e) => e.to.some((t) => addresses.includes(t.address)));
      await poll('every email delivered', async () => ((await delivered()).length >= addresses.length ? true : undefined), 30_000);
      await pause(2500);
      expect((await delivered()).length).toBe(addresses.length);
      expect((await imagesQueue.getJobCounts()).failed).toBe(0);
      for (const url of images) {
        const folder = join(config.uploadDir, url.replace('/uploads/', '').replace('/full.webp', ''));
        expect((await readdir(folder)).sort()).toEqual(['full.webp', ...IMAGE_LIMITS.variantWidths.map((w) => `w${w}.webp`)].sort());
      }
      expect(await second.stop()).toBe(0);
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
  }, 120_000);

  it('the API answers every request it had taken, then exits 0', async () => {
    const logFrom = api.output().length;
    const em = orm.em.fork();
    const author = await createMember(em);
    const recipes: Recipe[] = [];
    for (let i = 0; i < 10; i += 1) recipes.push(await createRecipe(em, { title: `Shutdown Load ${i} ${randomUUID()}`, author }));
    const members: User[] = [];
    for (let i = 0; i < 12; i += 1) members.push(await createMember(em));
    const base = new HttpClient(api.url);
    clients.push(base);
    const browsers = await Promise.all(
      members.map(async (member) => {
        const browser = base.another();
        await browser.signIn(member.email, MEMBER_PASSWORD);
        return { browser, member };
      }),
    );

    let signalAt = Number.POSITIVE_INFINITY;
    let stopped = false;
    const sent: Sent[] = [];
    const send = async (what: string, request: () => Promise<Answer>) => {
      const startedAt = Date.now();
      try {
        const { status } = await request();
        sent.push({ what, startedAt, endedAt: Date.now(), status });
      } catch (error) {
        sent.push({
          what,
          startedAt,
          endedAt: Date.now(),
          status: 0,
          error: (error as NodeJS.ErrnoException).code ?? (error as Error).message,
        });
        stopped = true;
      }
    };
    const loops = Array.from({ length: BROWSERS }, async (_, n) => {
      const { browser, member } = browsers[n % browsers.length];
      const visitor = base.another();
      for (let round = 0; !stopped; round += 1) {
        const recipe = recipes[(n + round) % recipes.length];
        const kind = (n + round) % 10;
        if (kind === 0) await send('sign-in', () => visitor.post('/api/login', { email: member.email, password: MEMBER_PASSWORD }));
        else if (kind === 1) await send('favourite', () => browser.post('/api/favorites', { recipeId: recipe.id }));
        else if (kind === 2) await send('unfavourite', () => browser.delete(`/api/favorites/${recipe.id}`));
        else if (kind < 6) await send('list', () => visitor.get(`/api/recipes?limit=12&offset=${round % 3}`));
        else await send('recipe', () => browser.get(`/api/recipes/${recipe.id}`));
      }
    });

    await pause(2000);
    api.child.kill('SIGTERM');
    signalAt = Date.now();
    const { code } = await api.exited;
    const exitMs = Date.now() - signalAt;
    stopped = true;
    await Promise.all(loops);

    const before = sent.filter((s) => s.startedAt < signalAt);
    const inFlight = before.filter((s) => s.endedAt >= signalAt);
    const refused = sent.filter((s) => s.status === 0);
    const logged = api
      .output()
      .slice(logFrom)
      .split('\n')
      .filter((line) => line.includes('"req":'));
    const ended = (msg: string) => logged.filter((line) => line.includes(`"msg":"${msg}"`)).length;
    reportFigures(
      'SIGTERM under load',
      `API SIGTERM with ${BROWSERS} browsers: exit ${code} after ${exitMs} ms; ${before.length} requests before the signal, ` +
        `${inFlight.length} of them in flight at the signal (${inFlight.filter((s) => s.status > 0).length} answered); ` +
        `${refused.length} never read by the API (${[...new Set(refused.map((s) => s.error))].join(', ')}); ` +
        `the API logged ${ended('request completed')} completed, ${ended('request aborted')} aborted, ${ended('request errored')} errored`,
    );
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(15_000);
    // Requests under way at the signal were answered, and every answer was a success.
    expect(inFlight.filter((s) => s.status === 200).length).toBeGreaterThan(10);
    expect(sent.filter((s) => s.status > 0 && s.status !== 200)).toEqual([]);
    // Every request the API read was answered: the sign-ins before the load and every answer the
    // browsers got, none cut off. Only connections it never read (still in the kernel's queue when
    // it stopped listening) were reset, which a browser or proxy retries elsewhere.
    expect(ended('request aborted') + ended('request errored')).toBe(0);
    expect(ended('request completed')).toBe(browsers.length + sent.filter((s) => s.status > 0).length);

    // The writes under way were whole: each favourite count equals its rows.
    const counts = await orm.em
      .fork()
      .execute<{ id: number; favorite_count: number; saved: number }[]>(
        `select r.id, r.favorite_count, (select count(*) from favorites f where f.recipe_id = r.id) as saved from recipes r where r.author_id = ?`,
        [author.id],
      );
    for (const row of counts) expect({ id: row.id, count: Number(row.favorite_count) }).toEqual({ id: row.id, count: Number(row.saved) });
  }, 60_000);
});
