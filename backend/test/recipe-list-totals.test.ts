import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { REDIS } from '../src/infrastructure/redis/redis.module.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `lt${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
let counter = 0;

/** List totals come from Redis; every write that changes which recipes are listed counts again at once. */
describe('recipe list totals', () => {
  const config = testConfig();
  let app: NestExpressApplication;
  let orm: MikroORM;
  let cook: User;
  let admin: User;
  let cookAgent: Agent;
  let adminAgent: Agent;
  const visitor = () => request(app.getHttpServer());

  const listed = async (agent: Agent | ReturnType<typeof visitor>, query: Record<string, string>) => {
    const { body } = await agent.get('/api/recipes').query(query).expect(200);
    return { total: body.total as number, titles: (body.items as { title: string }[]).map((r) => r.title) };
  };
  const share = async (cuisineId?: number) => {
    const title = `${RUN} Barley Soup ${++counter}`;
    const res = await cookAgent
      .post('/api/recipes')
      .send({ title, description: 'Warming.', ingredients: ['1 cup barley', `${counter} carrots`], instructions: ['Simmer.'], cuisineId })
      .expect(201);
    return { id: res.body.id as number, title };
  };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    cook = await createMember(orm.em.fork(), 'home_cook');
    admin = await createMember(orm.em.fork(), 'admin');
    app = await createTestApp(config);
    cookAgent = await signInAs(request.agent(app.getHttpServer()), cook);
    adminAgent = await signInAs(request.agent(app.getHttpServer()), admin);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('caches a total in Redis, and a new recipe appears and counts at once', async () => {
    await share();
    expect(await listed(visitor(), { search: RUN })).toMatchObject({ total: 1 });
    const redis = app.get<Redis>(REDIS);
    expect((await redis.keys(`${config.redis.prefix}:recipe-counts:*`)).length).toBeGreaterThan(1);
    const second = await share();
    expect(await listed(visitor(), { search: RUN })).toEqual({ total: 2, titles: [second.title, expect.stringContaining(RUN)] });
  });

  it('counts a withdrawn recipe out for visitors and in for its author, and a deleted one out for everyone', async () => {
    const recipe = await share();
    const before = (await listed(visitor(), { search: RUN })).total;
    await adminAgent.patch(`/api/admin/recipes/${recipe.id}`).send({ isApproved: false }).expect(200);
    expect(await listed(visitor(), { search: RUN })).toMatchObject({ total: before - 1 });
    expect(await listed(cookAgent, { search: RUN })).toMatchObject({ total: before });
    await cookAgent.delete(`/api/recipes/${recipe.id}`).expect(204);
    expect(await listed(cookAgent, { search: RUN })).toMatchObject({ total: before - 1 });
    expect(await listed(visitor(), { search: RUN })).toMatchObject({ total: before - 1 });
  });

  it('follows a renamed cuisine to its new name', async () => {
    const em = orm.em.fork();
    const cuisine = em.create(Cuisine, { name: `${RUN} Alpine` });
    await em.flush();
    await share(cuisine.id);
    expect(await listed(visitor(), { cuisine: `${RUN} Alpine` })).toMatchObject({ total: 1 });
    expect(await listed(visitor(), { cuisine: `${RUN} Tyrolean` })).toMatchObject({ total: 0 });
    await adminAgent.patch(`/api/admin/cuisines/${cuisine.id}`).send({ name: `${RUN} Tyrolean` }).expect(200);
    expect(await listed(visitor(), { cuisine: `${RUN} Tyrolean` })).toMatchObject({ total: 1 });
    expect(await listed(visitor(), { cuisine: `${RUN} Alpine` })).toMatchObject({ total: 0 });
  });

  it('counts an account\'s recipes out when an admin deletes it', async () => {
    const leaving = await createMember(orm.em.fork(), 'home_cook');
    const agent = await signInAs(request.agent(app.getHttpServer()), leaving);
    await agent.post('/api/recipes').send({ title: `${RUN} Leaving Stew`, description: 'x', ingredients: ['1 leek'], instructions: ['Cook.'] }).expect(201);
    expect(await listed(visitor(), { search: `${RUN} Leaving` })).toMatchObject({ total: 1 });
    await adminAgent.delete(`/api/admin/users/${leaving.id}`).expect(204);
    expect(await listed(visitor(), { search: `${RUN} Leaving` })).toMatchObject({ total: 0 });
  });
});
