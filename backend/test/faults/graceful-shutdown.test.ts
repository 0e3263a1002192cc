import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QUEUES } from '@plantry/shared';
import { Queue } from 'bullmq';
import request from 'supertest';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { createMember, signInAs } from '../support/fixtures.js';
import { phoneJpeg } from '../support/image-fixtures.js';
import { runBackend } from '../support/processes.js';
import { createTestApp, testConfig } from '../test-app.js';

/** Its own queues, so that no other worker takes the job. */
const PREFIX = `${process.env.REDIS_PREFIX ?? 'plantry_test'}_shutdown`;

describe('the worker on SIGTERM', () => {
  const config = testConfig({ REDIS_PREFIX: PREFIX });
  let app: NestExpressApplication;
  let orm: MikroORM;
  let queue: Queue;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    app = await createTestApp(config);
    queue = new Queue(QUEUES.images, {
      connection: { host: config.redis.host, port: config.redis.port, password: config.redis.password },
      prefix: `${PREFIX}:bull`,
    });
    await queue.obliterate({ force: true });
  }, 60_000);
  afterAll(async () => {
    await queue.close();
    await app.close();
    await orm.close();
  });

  it('finishes the job it is running, then exits 0', async () => {
    const cook = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'home_cook'));
    // A 12 MP photo: its variants take the worker a few hundred milliseconds.
    const shared = await cook
      .post('/api/recipes')
      .field('title', `Shutdown Soup ${Date.now()}`)
      .field('description', 'Finished before the worker stops.')
      .field('ingredients', JSON.stringify(['1 pumpkin']))
      .field('instructions', JSON.stringify(['Roast.']))
      .attach('featuredImage', await phoneJpeg(4000, 3000), 'soup.jpg')
      .expect(201);
    const [waiting] = await queue.getJobs(['waiting']);
    expect(waiting?.name).toBe('variants');

    const worker = runBackend('worker.js', { REDIS_PREFIX: PREFIX });
    const deadline = Date.now() + 20_000;
    while ((await queue.getActiveCount()) === 0) {
      if (Date.now() > deadline) throw new Error(`the job never became active:\n${worker.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await worker.stop()).toBe(0);
    expect(await (await queue.getJob(waiting.id!))!.getState()).toBe('completed');
    const recipe = await cook.get(`/api/recipes/${shared.body.id}`).expect(200);
    expect(recipe.body.featuredImageVariants.variants.length).toBeGreaterThan(1);
  }, 60_000);
});
