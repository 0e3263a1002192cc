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

/**
 * What visitors see of recipes comes from Redis (RecipeCache); every write that changes a list or a
 * recipe page shows at once, and members see the same pages with their favourites marked.
 */
describe('recipe cache', () => {
  const config = testConfig();
  let app: NestExpressApplication;
  let orm: MikroORM;
  let cook: User;
  let admin: User;
  let cookAgent: Agent;
  let adminAgent: Agent;
  const visitor = () => request(app.getHttpServer());

  type Card = { id: number; title: string; avgRating: number; reviewCount: number; isFavorite?: boolean; author: { name: string } };
  const page = async (agent: Agent | ReturnType<typeof visitor>, query: Record<string, string>) => {
    const { body } = await agent.get('/api/recipes').query(query).expect(200);
    return body as { total: number; items: Card[] };
  };
  const listed = async (agent: Agent | ReturnType<typeof visitor>, query: Record<string, string>) => {
    const { total, items } = await page(agent, query);
    return { total, titles: items.map((r) => r.title) };
  };
  const detail = async (agent: Agent | ReturnType<typeof visitor>, id: number) => (await agent.get(`/api/recipes/${id}`).expect(200)).body;
  const share = async (cuisineId?: number) => {
    const word = `${RUN}x${++counter}`;
    const title = `${RUN} Barley Soup ${word}`;
    const res = await cookAgent
      .post('/api/recipes')
      .send({ title, description: 'Warming.', ingredients: ['1 cup barley', `${counter} carrots`], instructions: ['Simmer.'], cuisineId })
      .expect(201);
    return { id: res.body.id as number, title, word };
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

  it('serves pages from Redis, and a new recipe appears and counts at once', async () => {
    const first = await share();
    expect(await listed(visitor(), { search: RUN })).toMatchObject({ total: 1 });
    expect(await detail(visitor(), first.id)).toMatchObject({ title: first.title });
    const redis = app.get<Redis>(REDIS);
    expect((await redis.keys(`${config.redis.prefix}:recipe-cache:*`)).length).toBeGreaterThan(1);
    // Changed behind the application's back, the cached page and recipe stay as they were...
    await orm.em.fork().execute('update recipes set title = ? where id = ?', [`${first.title} (renamed)`, first.id]);
    expect(await listed(visitor(), { search: RUN })).toEqual({ total: 1, titles: [first.title] });
    expect(await detail(visitor(), first.id)).toMatchObject({ title: first.title });
    // ...until a write through it: both are read afresh.
    const second = await share();
    expect(await listed(visitor(), { search: RUN })).toEqual({ total: 2, titles: [second.title, `${first.title} (renamed)`] });
    expect(await detail(visitor(), first.id)).toMatchObject({ title: `${first.title} (renamed)` });
  });

  it('shows an edit, a review and a favourite at once', async () => {
    const recipe = await share();
    const query = { search: recipe.word };
    expect((await page(visitor(), query)).items[0]).toMatchObject({ title: recipe.title, reviewCount: 0 });
    expect(await detail(visitor(), recipe.id)).toMatchObject({ favoriteCount: 0 });

    // An admin's edit (an author's would send the recipe back to review).
    await adminAgent
      .put(`/api/recipes/${recipe.id}`)
      .send({ title: `${recipe.title} Deluxe`, description: 'Warming.', ingredients: ['1 cup barley'], instructions: ['Simmer.'] })
      .expect(200);
    expect((await page(visitor(), query)).items[0]).toMatchObject({ title: `${recipe.title} Deluxe` });

    const reviews = async () => (await visitor().get(`/api/recipes/${recipe.id}/reviews`).expect(200)).body as { total: number; items: { comment: string }[] };
    expect(await reviews()).toMatchObject({ total: 0 });
    const reviewer = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'registered'));
    await reviewer.post(`/api/recipes/${recipe.id}/reviews`).send({ rating: 4, comment: 'Hearty.' }).expect(201);
    expect(await reviews()).toMatchObject({ total: 1, items: [{ comment: 'Hearty.' }] });
    expect((await page(visitor(), query)).items[0]).toMatchObject({ reviewCount: 1, avgRating: 4 });
    expect(await detail(visitor(), recipe.id)).toMatchObject({ reviewCount: 1, avgRating: 4 });

    await reviewer.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
    expect(await detail(visitor(), recipe.id)).toMatchObject({ favoriteCount: 1 });
    // The member gets the shared page and recipe with their own favourite marked; a visitor gets no mark.
    expect((await page(reviewer, query)).items[0]).toMatchObject({ id: recipe.id, isFavorite: true });
    expect(await detail(reviewer, recipe.id)).toMatchObject({ isFavorite: true, favoriteCount: 1 });
    expect((await page(visitor(), query)).items[0].isFavorite).toBeUndefined();
    await reviewer.delete(`/api/favorites/${recipe.id}`).expect(200);
    expect(await detail(reviewer, recipe.id)).toMatchObject({ isFavorite: false, favoriteCount: 0 });
  });

  it("shows an author's new name on their cards at once", async () => {
    const recipe = await share();
    expect((await page(visitor(), { search: recipe.word })).items[0].author.name).toBe(`${cook.firstName} ${cook.lastName}`);
    await cookAgent.patch('/api/auth/user').send({ firstName: `${RUN}Renamed`, lastName: 'Cook' }).expect(200);
    expect((await page(visitor(), { search: recipe.word })).items[0].author.name).toBe(`${RUN}Renamed Cook`);
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

  it('follows a renamed cuisine to its new name, and counts it among the popular ones at once', async () => {
    const em = orm.em.fork();
    const cuisine = em.create(Cuisine, { name: `${RUN} Alpine` });
    await em.flush();
    const popular = async () => ((await visitor().get('/api/cuisines/popular').query({ limit: 50 }).expect(200)).body as { cuisine: { name: string } }[]).map((c) => c.cuisine.name);
    expect(await popular()).not.toContain(`${RUN} Alpine`);
    await share(cuisine.id);
    expect(await popular()).toContain(`${RUN} Alpine`);
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
