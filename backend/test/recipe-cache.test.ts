import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { ACTIVITY_STALE_BOUND_MS } from '../src/modules/recipes/cache-entry.js';
import { REDIS } from '../src/infrastructure/redis/redis.module.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { pngImage } from './support/image-fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `lt${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
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
  const share = async (cuisineId?: number, also = '') => {
    const word = `${RUN}x${++counter}`;
    const title = `${RUN} Barley Soup ${word}${also}`;
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

    const reviews = async () =>
      (await visitor().get(`/api/recipes/${recipe.id}/reviews`).expect(200)).body as { total: number; items: { comment: string }[] };
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

  it("marks a member's own hearts at once on lists, the recipe and their favourites, and no one else's", async () => {
    const recipe = await share();
    const query = { search: recipe.word };
    const [member, other] = await Promise.all(
      [0, 1].map(async () => signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'registered'))),
    );
    const favourites = async (agent: Agent) =>
      ((await agent.get('/api/favorites').expect(200)).body as { items: { recipe: Card }[] }).items.map((f) => f.recipe.id);
    // Everything read (and so cached) before the heart.
    expect((await page(member, query)).items[0]).toMatchObject({ id: recipe.id, isFavorite: false });
    expect(await detail(member, recipe.id)).toMatchObject({ isFavorite: false });
    expect(await favourites(member)).toEqual([]);
    expect((await page(other, query)).items[0]).toMatchObject({ isFavorite: false });

    await member.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
    expect((await page(member, query)).items[0]).toMatchObject({ id: recipe.id, isFavorite: true });
    expect(await detail(member, recipe.id)).toMatchObject({ isFavorite: true, favoriteCount: 1 });
    expect(await favourites(member)).toEqual([recipe.id]);
    expect((await page(other, query)).items[0]).toMatchObject({ isFavorite: false });
    expect(await favourites(other)).toEqual([]);

    await member.delete(`/api/favorites/${recipe.id}`).expect(200);
    expect((await page(member, query)).items[0]).toMatchObject({ isFavorite: false });
    expect(await favourites(member)).toEqual([]);
    // A deleted recipe leaves the favourites page at once.
    await member.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
    expect(await favourites(member)).toEqual([recipe.id]);
    await cookAgent.delete(`/api/recipes/${recipe.id}`).expect(204);
    expect(await favourites(member)).toEqual([]);
  });

  it("shows an author's new name on their cards at once", async () => {
    const recipe = await share();
    expect((await page(visitor(), { search: recipe.word })).items[0].author.name).toBe(`${cook.firstName} ${cook.lastName}`);
    await cookAgent
      .patch('/api/auth/user')
      .send({ firstName: `${RUN}Renamed`, lastName: 'Cook' })
      .expect(200);
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
    const popular = async () =>
      ((await visitor().get('/api/cuisines/popular').query({ limit: 50 }).expect(200)).body as { cuisine: { name: string } }[]).map(
        (c) => c.cuisine.name,
      );
    expect(await popular()).not.toContain(`${RUN} Alpine`);
    await share(cuisine.id);
    expect(await popular()).toContain(`${RUN} Alpine`);
    expect(await listed(visitor(), { cuisine: `${RUN} Alpine` })).toMatchObject({ total: 1 });
    expect(await listed(visitor(), { cuisine: `${RUN} Tyrolean` })).toMatchObject({ total: 0 });
    await adminAgent
      .patch(`/api/admin/cuisines/${cuisine.id}`)
      .send({ name: `${RUN} Tyrolean` })
      .expect(200);
    expect(await listed(visitor(), { cuisine: `${RUN} Tyrolean` })).toMatchObject({ total: 1 });
    expect(await listed(visitor(), { cuisine: `${RUN} Alpine` })).toMatchObject({ total: 0 });
  });

  it("counts an account's recipes out when an admin deletes it", async () => {
    const leaving = await createMember(orm.em.fork(), 'home_cook');
    const agent = await signInAs(request.agent(app.getHttpServer()), leaving);
    await agent
      .post('/api/recipes')
      .send({ title: `${RUN} Leaving Stew`, description: 'x', ingredients: ['1 leek'], instructions: ['Cook.'] })
      .expect(201);
    expect(await listed(visitor(), { search: `${RUN} Leaving` })).toMatchObject({ total: 1 });
    await adminAgent.delete(`/api/admin/users/${leaving.id}`).expect(204);
    expect(await listed(visitor(), { search: `${RUN} Leaving` })).toMatchObject({ total: 0 });
  });
  it('moves a rating-sorted list within the bound after a review, while its cards show the new rating at once', async () => {
    const pair = `${RUN}pair`;
    const [older, newer] = [await share(undefined, ` ${pair}`), await share(undefined, ` ${pair}`)];
    const query = { search: pair, sortBy: 'rating' };
    const order = async () => (await page(visitor(), query)).items.map((card) => ({ id: card.id, reviewCount: card.reviewCount }));
    expect(await order()).toEqual([
      { id: newer.id, reviewCount: 0 },
      { id: older.id, reviewCount: 0 },
    ]);
    const reviewer = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'registered'));
    const posted = Date.now();
    await reviewer.post(`/api/recipes/${older.id}/reviews`).send({ rating: 5, comment: 'The best of the two.' }).expect(201);
    // At once: the card in the list (for everyone) and the recipe page of the writer.
    expect((await order()).find((card) => card.id === older.id)).toEqual({ id: older.id, reviewCount: 1 });
    expect(await detail(reviewer, older.id)).toMatchObject({ reviewCount: 1, avgRating: 5 });
    // The order follows within the bound (served while recomputed, never older than it).
    let moved: { id: number }[] = [];
    while (Date.now() - posted <= ACTIVITY_STALE_BOUND_MS + 1_000) {
      moved = await order();
      if (moved[0].id === older.id) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(moved.map((card) => card.id)).toEqual([older.id, newer.id]);
    expect(Date.now() - posted).toBeLessThan(10_000);
  }, 30_000);

  it('drops a deleted recipe from every list, sort and search at once', async () => {
    const gone = await share();
    const lists: Record<string, string>[] = [
      { search: gone.word },
      { search: RUN, sortBy: 'rating' },
      { search: RUN, sortBy: 'popular' },
      { search: RUN, sortBy: 'newest' },
      { sortBy: 'newest', limit: '50' },
    ];
    for (const query of lists) expect((await page(visitor(), query)).items.map((card) => card.id)).toContain(gone.id);
    await cookAgent.delete(`/api/recipes/${gone.id}`).expect(204);
    for (const query of lists) expect((await page(visitor(), query)).items.map((card) => card.id)).not.toContain(gone.id);
    await visitor().get(`/api/recipes/${gone.id}`).expect(404);
  });

  it('gives a member with recipes waiting their own list, and everyone else the shared one', async () => {
    const waiting = await share();
    await adminAgent.patch(`/api/admin/recipes/${waiting.id}`).send({ isApproved: false }).expect(200);
    expect((await page(cookAgent, { search: waiting.word })).items.map((card) => card.id)).toEqual([waiting.id]);
    expect((await page(cookAgent, { search: waiting.word, isApproved: 'true' })).items).toEqual([]);
    expect((await page(visitor(), { search: waiting.word })).items).toEqual([]);
    const mine = (await cookAgent.get('/api/my-recipes').query({ limit: 50 }).expect(200)).body as { items: Card[]; pendingCount: number };
    expect(mine.items.map((card) => card.id)).toContain(waiting.id);
    expect(mine.pendingCount).toBeGreaterThanOrEqual(1);
  });
  it("shows an admin's new recipe in their My Recipes at once", async () => {
    const mine = async () =>
      (await adminAgent.get('/api/my-recipes').query({ limit: 24, offset: 0, sortBy: 'newest' }).expect(200)).body as {
        items: Card[];
        total: number;
      };
    const before = await mine();
    const title = `${RUN} Admin Squash ${++counter}`;
    const res = await adminAgent
      .post('/api/recipes')
      .field('title', title)
      .field('description', 'x')
      .field('ingredients', '1 squash\n1 tbsp honey')
      .field('instructions', 'Roast.')
      .field('tags', 'salad, autumn')
      .attach('featuredImage', await pngImage(300, 200), 'squash.png')
      .expect(201);
    const after = await mine();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ id: res.body.id, title });
  });
});
