import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { Favorite } from '../src/modules/favourites/entities/favorite.entity.js';
import { Recipe } from '../src/modules/recipes/entities/recipe.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `zf${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;

describe('favourites: the API', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let author: User;
  let member: User;
  let admin: User;
  let memberAgent: Agent;
  const em = () => orm.em.fork();
  const as = async (user?: User): Promise<Agent> =>
    user ? signInAs(request.agent(app.getHttpServer()), user) : request.agent(app.getHttpServer());
  const newRecipe = async (isApproved = true) => {
    const fork = em();
    return createRecipe(fork, { title: `${RUN} Miso Greens ${++counter}`, author: await fork.findOneOrFail(User, author.id), isApproved });
  };
  const favoriteCount = async (id: number) => (await em().findOneOrFail(Recipe, id)).favoriteCount;
  const check = async (agent: Agent, id: number) => (await agent.get(`/api/favorites/${id}/check`).expect(200)).body.isFavorite as boolean;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const fork = em();
    [author, member, admin] = [
      await createMember(fork, 'home_cook'),
      await createMember(fork, 'registered'),
      await createMember(fork, 'admin'),
    ];
    app = await createTestApp(config);
    memberAgent = await as(member);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('answers 401 to a visitor on every call', async () => {
    const visitor = await as();
    await visitor.get('/api/favorites').expect(401);
    await visitor.post('/api/favorites').send({ recipeId: 1 }).expect(401);
    await visitor.delete('/api/favorites/1').expect(401);
    await visitor.get('/api/favorites/1/check').expect(401);
  });

  it('saves and removes a favourite, both idempotent, moving the count once', async () => {
    const recipe = await newRecipe();
    expect(await check(memberAgent, recipe.id)).toBe(false);
    for (let i = 0; i < 2; i++) {
      const added = await memberAgent.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
      expect(added.body).toEqual({ isFavorite: true });
    }
    expect(await check(memberAgent, recipe.id)).toBe(true);
    expect(await favoriteCount(recipe.id)).toBe(1);
    expect(await em().count(Favorite, { user: member.id, recipe: recipe.id })).toBe(1);

    for (let i = 0; i < 2; i++) {
      const removed = await memberAgent.delete(`/api/favorites/${recipe.id}`).expect(200);
      expect(removed.body).toEqual({ isFavorite: false });
    }
    expect(await check(memberAgent, recipe.id)).toBe(false);
    expect(await favoriteCount(recipe.id)).toBe(0);
  });

  it('answers 404 for a recipe that does not exist or that the member cannot see, and 400 for a bad id', async () => {
    const missing = await memberAgent.post('/api/favorites').send({ recipeId: 999999999 }).expect(404);
    expect(missing.body.message).toBe('Recipe not found');
    await memberAgent.delete('/api/favorites/999999999').expect(404);
    const pending = await newRecipe(false);
    await memberAgent.post('/api/favorites').send({ recipeId: pending.id }).expect(404);
    await (await as(admin)).post('/api/favorites').send({ recipeId: pending.id }).expect(200);
    await (await as(author)).post('/api/favorites').send({ recipeId: pending.id }).expect(200);

    for (const body of [{}, { recipeId: 'abc' }, { recipeId: 0 }, { recipeId: 1.5 }, { recipeId: -3 }]) {
      const res = await memberAgent.post('/api/favorites').send(body).expect(400);
      expect(res.body.message).toContain('recipeId must be a positive whole number');
    }
    await memberAgent.post('/api/favorites').send({ recipeId: pending.id, userId: admin.id }).expect(400);
    await memberAgent.delete('/api/favorites/abc').expect(400);
    await memberAgent.get('/api/favorites/0/check').expect(400);
  });

  it('lists favourites newest first, paged, with their recipe cards, and only recipes the member can see', async () => {
    const agent = await as(await createMember(em(), 'registered'));
    const [first, second, third] = [await newRecipe(), await newRecipe(), await newRecipe()];
    for (const recipe of [first, second, third]) await agent.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
    const page = await agent.get('/api/favorites?limit=2').expect(200);
    expect(page.body).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.body.items.map((item: { recipe: { id: number } }) => item.recipe.id)).toEqual([third.id, second.id]);
    expect(page.body.items[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      recipe: expect.objectContaining({
        id: third.id,
        title: third.title,
        isFavorite: true,
        author: expect.objectContaining({ name: 'Fia Tester' }),
      }),
    });
    expect(JSON.stringify(page.body)).not.toContain('@');
    const rest = await agent.get('/api/favorites?limit=2&offset=2').expect(200);
    expect(rest.body.items.map((item: { recipe: { id: number } }) => item.recipe.id)).toEqual([first.id]);
    await agent.get('/api/favorites?limit=500').expect(400);

    // A recipe withdrawn from the site leaves the list (and comes back if approved again).
    await em().nativeUpdate(Recipe, { id: second.id }, { isApproved: false });
    const after = await agent.get('/api/favorites').expect(200);
    expect(after.body.total).toBe(2);
    expect(after.body.items.map((item: { recipe: { id: number } }) => item.recipe.id)).toEqual([third.id, first.id]);
  });

  it('marks recipe lists and pages with isFavorite for the member', async () => {
    const [saved, other] = [await newRecipe(), await newRecipe()];
    await memberAgent.post('/api/favorites').send({ recipeId: saved.id }).expect(200);
    const list = await memberAgent.get(`/api/recipes?search=${RUN}&limit=100`).expect(200);
    const flags = new Map(list.body.items.map((item: { id: number; isFavorite: boolean }) => [item.id, item.isFavorite]));
    expect(flags.get(saved.id)).toBe(true);
    expect(flags.get(other.id)).toBe(false);
    expect((await memberAgent.get(`/api/recipes/${saved.id}`).expect(200)).body.isFavorite).toBe(true);
  });

  it('keeps the count exact when many members save and remove one recipe at the same moment', async () => {
    const recipe = await newRecipe();
    const fork = em();
    const agents: Agent[] = [];
    for (let i = 0; i < 10; i++) agents.push(await as(await createMember(fork, 'registered')));
    await Promise.all(agents.map((agent) => agent.post('/api/favorites').send({ recipeId: recipe.id }).expect(200)));
    expect(await favoriteCount(recipe.id)).toBe(10);
    expect(await em().count(Favorite, { recipe: recipe.id })).toBe(10);

    // One member clicking five times at once still counts once.
    await Promise.all(Array.from({ length: 5 }, () => memberAgent.post('/api/favorites').send({ recipeId: recipe.id }).expect(200)));
    expect(await favoriteCount(recipe.id)).toBe(11);

    await Promise.all([
      ...agents.slice(0, 6).map((agent) => agent.delete(`/api/favorites/${recipe.id}`).expect(200)),
      ...Array.from({ length: 3 }, () => memberAgent.delete(`/api/favorites/${recipe.id}`).expect(200)),
    ]);
    expect(await favoriteCount(recipe.id)).toBe(4);
    expect(await em().count(Favorite, { recipe: recipe.id })).toBe(4);
  });
});
