import { MikroORM } from '@mikro-orm/mariadb';
import { QUEUES } from '@plantry/shared';
import { Queue } from 'bullmq';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { randomUUID } from 'node:crypto';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { OutboxEmail } from '../../src/infrastructure/mail/outbox-email.entity.js';
import { StoredImage } from '../../src/modules/images/entities/stored-image.entity.js';
import { runApi, type ApiProcess } from '../support/api-process.js';
import { reportFigures } from '../support/fault-figures.js';
import { createMember, createRecipe, MEMBER_PASSWORD } from '../support/fixtures.js';
import { HttpClient, type Answer } from '../support/http-client.js';
import { noisyPhoto } from '../support/image-fixtures.js';
import { listEmails } from '../support/mail-catcher.js';
import { freePort } from '../support/network.js';
import { poll, runBackend, type Running } from '../support/processes.js';
import { PrivateRedis } from '../support/redis-server.js';
import { testConfig } from '../test-app.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** What a request that needs Redis may take while it is down: an answer, not a hang. */
const QUICK_MS = 1500;
/** How long Redis stays down: long enough for the worker's outbox relay (every 2 s) to fail twice. */
const OUTAGE_MS = 5000;

/** Requests of a visitor and of a member, sent one after another until stopped; every answer is kept. */
function traffic(visitor: HttpClient, member: HttpClient, recipeId: number) {
  const answers: { who: 'visitor' | 'member'; path: string; status: number; ms: number }[] = [];
  let running = true;
  const loop = async (who: 'visitor' | 'member', send: () => Promise<Answer>, path: string) => {
    while (running) {
      const answer = await send().catch(() => ({ status: 0, ms: 0 }) as Answer);
      answers.push({ who, path, status: answer.status, ms: answer.ms });
      await pause(20);
    }
  };
  const loops = [
    loop('visitor', () => visitor.get('/api/recipes?limit=12'), '/api/recipes'),
    loop('visitor', () => visitor.get(`/api/recipes/${recipeId}`), '/api/recipes/:id'),
    loop('member', () => member.get('/api/recipes?limit=12'), '/api/recipes'),
    loop('member', () => member.post('/api/favorites', { recipeId }), 'POST /api/favorites'),
    loop('member', () => member.get('/api/favorites'), '/api/favorites'),
  ];
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/**
 * Redis stopped (SIGTERM) and started again on the same port and folder while an API and a worker
 * use it. Redis is a private redis-server persisted with --appendonly yes, as production should run
 * it, so that sessions and queued jobs survive its restart.
 */
describe('Redis stopped and started again', () => {
  let redis: PrivateRedis;
  let api: ApiProcess;
  let worker: Running;
  let orm: MikroORM;
  let db: Connection;
  let env: NodeJS.ProcessEnv;
  const clients: HttpClient[] = [];

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    env = { REDIS_PORT: String(redis.port), REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'plantry_test'}_redis_outage` };
    const config = testConfig(env);
    orm = await MikroORM.init(ormOptions(config));
    db = await createConnection({
      host: config.db.host,
      port: config.db.port,
      user: config.db.user,
      password: config.db.password,
      database: config.db.name,
    });
    api = await runApi(env);
    worker = runBackend('worker.js', env);
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await db?.query('unlock tables').catch(() => undefined);
    await db?.end();
    await worker?.stop();
    await api?.stop();
    await redis?.remove();
    await orm?.close();
  }, 30_000);

  const imagesQueue = () =>
    new Queue(QUEUES.images, { connection: { host: '127.0.0.1', port: redis.port }, prefix: `${env.REDIS_PREFIX}:bull` });

  it('answers 503 quickly for what needs Redis, serves the catalogue, and recovers by itself', async () => {
    const em = orm.em.fork();
    const member = await createMember(em);
    const recipe = await createRecipe(em, { title: `Outage Dal ${randomUUID()}`, author: member });
    const visitor = new HttpClient(api.url);
    const browser = visitor.another();
    clients.push(visitor);
    await browser.signIn(member.email, MEMBER_PASSWORD);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    const subject = `Redis outage ${randomUUID()}`;
    const contactEmails = async () => (await listEmails()).filter((e) => e.subject === `[Contact] ${subject}`);

    // An image job in flight: a recipe with a large photo, whose variants the worker is making.
    const shared = await browser.sendForm<{ id: number }>(
      'POST',
      '/api/recipes',
      {
        title: `Outage Stew ${randomUUID()}`,
        description: 'Its photo is resized while Redis goes away.',
        ingredients: JSON.stringify(['1 pumpkin']),
        instructions: JSON.stringify(['Roast.']),
      },
      [{ field: 'featuredImage', name: 'stew.jpg', data: await noisyPhoto() }],
    );
    expect(shared.status).toBe(201);
    const { body: sharedRecipe } = await visitor.get<{ featuredImage: string }>(`/api/recipes/${shared.body.id}`);
    const { base } = await orm.em.fork().findOneOrFail(StoredImage, { url: sharedRecipe.featuredImage });

    // A contact message passes the rate limit while Redis is up, then waits for a table lock:
    // it commits only once Redis is down.
    await db.query('lock tables contact_messages write');
    const contact = visitor.post('/api/contact', {
      name: 'Rosa',
      email: 'rosa@example.com',
      subject,
      message: 'Sent while Redis goes away.',
    });
    await poll('the contact message waiting for its table', async () => {
      const [rows] = await db.query<RowDataPacket[]>(
        "select id from information_schema.processlist where info like 'insert into `contact_messages`%'",
      );
      return rows.length > 0 ? true : undefined;
    });
    // Running, or on a fast machine already done (its variants are then checked all the same). The queue is
    // closed whatever the poll finds: left open on this Redis, it retries forever once Redis is removed, and Jest never exits.
    const queue = imagesQueue();
    const jobState = await poll(
      'the image job running',
      async () => {
        if ((await queue.getActiveCount()) > 0) return 'running';
        return (await queue.getCompletedCount()) > 0 ? 'done' : undefined;
      },
      45_000,
    ).finally(() => queue.close());

    const load = traffic(visitor.another(), browser, recipe.id);
    await pause(300);
    await redis.stop();
    const stoppedAt = Date.now();
    await db.query('unlock tables');
    expect((await contact).status).toBe(201);
    // Committed with its email in the outbox, which the API could not hand to the queue.
    const [outboxRow] = await orm.em
      .fork()
      .execute<{ id: number; queued_at: Date | null }[]>('select id, queued_at from outbox_emails where email like ?', [`%${subject}%`]);
    expect(outboxRow).toMatchObject({ queued_at: null });

    const down: Record<string, Answer> = {
      health: await visitor.get('/api/health'),
      signedIn: await browser.get('/api/auth/user'),
      favourite: await browser.post('/api/favorites', { recipeId: recipe.id }),
      signIn: await visitor.post('/api/login', { email: member.email, password: MEMBER_PASSWORD }),
      signOut: await browser.post('/api/logout'),
      captcha: await visitor.get('/api/captcha'),
      contact: await visitor.post('/api/contact', {
        name: 'Rosa',
        email: 'rosa@example.com',
        subject,
        message: 'Refused while Redis is down.',
      }),
      recipes: await visitor.get('/api/recipes?limit=5'),
      recipe: await visitor.get(`/api/recipes/${recipe.id}`),
      cuisines: await visitor.get('/api/cuisines'),
      page: await visitor.get(`/recipe/${recipe.id}`),
      memberRecipes: await browser.get('/api/recipes?limit=5'),
    };
    reportFigures(
      'Redis outage',
      `Redis down: ${Object.entries(down)
        .map(([what, answer]) => `${what} ${answer.status} in ${Math.round(answer.ms)} ms`)
        .join(', ')}`,
    );
    expect(down.health.status).toBe(503);
    expect(down.health.body).toEqual({ status: 'error', db: 'up', redis: 'down', worker: 'unknown' });
    for (const what of ['signedIn', 'favourite', 'signIn', 'signOut', 'captcha', 'contact'] as const) {
      expect({ what, status: down[what].status }).toEqual({ what, status: 503 });
      expect(down[what].body.message).toMatch(/try again/i);
    }
    // The catalogue is still read, straight from the database, by visitors and (as visitors) members.
    for (const what of ['recipes', 'recipe', 'cuisines', 'page', 'memberRecipes'] as const)
      expect({ what, status: down[what].status }).toEqual({ what, status: 200 });
    expect(down.recipe.body.title).toBe(recipe.title);
    for (const answer of Object.values(down)) expect(answer.ms).toBeLessThan(QUICK_MS);
    // The email waits in the outbox meanwhile.
    await pause(OUTAGE_MS - (Date.now() - stoppedAt));
    expect(await contactEmails()).toHaveLength(0);

    await redis.start();
    const restartedAt = Date.now();
    await poll('health 200', async () => ((await visitor.get('/api/health')).status === 200 ? true : undefined));
    const healthyMs = Date.now() - restartedAt;
    await pause(500);
    const answers = await load.stop();
    // The session was kept by Redis (append-only file): the member is still signed in, with no restart of the API.
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await browser.post('/api/favorites', { recipeId: recipe.id })).status).toBe(200);
    expect((await visitor.another().signIn(member.email, MEMBER_PASSWORD)).status).toBe(200);
    await poll('the contact email', async () => ((await contactEmails()).length > 0 ? true : undefined), 20_000);
    const deliveredMs = Date.now() - restartedAt;
    // The image job that was running when Redis stopped is done, once.
    const image = await poll(
      'the variants',
      async () => {
        const row = await orm.em.fork().findOneOrFail(StoredImage, { base });
        return row.variantWidths ? row : undefined;
      },
      45_000,
    );
    const variantsMs = Date.now() - restartedAt;
    await pause(2500);
    expect(await contactEmails()).toHaveLength(1);
    expect((await orm.em.fork().findOneOrFail(OutboxEmail, outboxRow.id)).queuedAt).toBeInstanceOf(Date);
    expect(image.variantWidths).toBeTruthy();
    expect(worker.output()).toContain('Emails wait in the outbox');

    // The traffic throughout: no 500 and no hang; visitors were always served.
    const statuses = answers.reduce<Record<string, number>>(
      (count, a) => ({ ...count, [`${a.who} ${a.status}`]: (count[`${a.who} ${a.status}`] ?? 0) + 1 }),
      {},
    );
    const slowest = Math.max(...answers.map((a) => a.ms));
    reportFigures(
      'Redis outage',
      `Redis down ${restartedAt - stoppedAt} ms: health 200 ${healthyMs} ms after the restart, the outbox email delivered after ${deliveredMs} ms, ` +
        `the image job ${jobState} before the outage, its variants recorded after ${variantsMs} ms; traffic ${JSON.stringify(statuses)}, slowest answer ${Math.round(slowest)} ms`,
    );
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.who === 'visitor' && a.status !== 200)).toEqual([]);
    expect(answers.some((a) => a.who === 'member' && a.status === 503)).toBe(true);
    expect(slowest).toBeLessThan(QUICK_MS);
  }, 120_000);
});
