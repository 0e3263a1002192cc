import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import { Favorite } from '../src/modules/favourites/entities/favorite.entity.js';
import { RecipeCache } from '../src/modules/recipes/recipe-cache.js';
import { Review } from '../src/modules/reviews/entities/review.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `qp${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
/** The most SQL statements any list may take, however many rows it shows. */
const MOST = 6;

/**
 * No list does a query per row: every list endpoint, answering a full page of 24 rows (each with
 * an author, a cuisine, tags, reviews and favourites), runs a small fixed number of SQL statements.
 * Statements are counted at the ORM's one connection object, which every query goes through.
 */
describe('SQL statements per request', () => {
  const config = testConfig();
  let app: NestExpressApplication;
  let orm: MikroORM;
  let cook: User;
  let admin: User;
  const agents = {} as Record<'visitor' | 'cook' | 'admin', Agent>;
  let recipeId = 0;
  let statements = 0;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const em = orm.em.fork();
    cook = await createMember(em, 'home_cook');
    admin = await createMember(em, 'admin');
    const cuisine = em.create(Cuisine, { name: `${RUN} Cuisine` });
    await em.flush();
    for (let i = 0; i < 30; i++) {
      const recipe = await createRecipe(em, { title: `${RUN} Pilaf ${i}`, author: cook, cuisine, tags: ['rice', `${RUN}tag`] });
      recipeId = recipe.id;
    }
    const reviewers = await Promise.all(Array.from({ length: 25 }, () => createMember(orm.em.fork(), 'registered')));
    for (const reviewer of reviewers) {
      em.create(Review, { recipe: recipeId, user: reviewer, rating: 4, comment: 'Good.' });
      em.create(Favorite, { recipe: recipeId, user: reviewer });
    }
    for (let id = recipeId - 29; id <= recipeId; id++) em.create(Favorite, { recipe: id, user: cook });
    await em.flush();
    app = await createTestApp(config);
    // Every query of the application goes through this one connection object.
    const connection = app.get(MikroORM).em.getConnection();
    const execute = connection.execute.bind(connection);
    connection.execute = ((...args: Parameters<typeof execute>) => {
      statements++;
      return execute(...args);
    }) as typeof connection.execute;
    agents.visitor = request.agent(app.getHttpServer());
    agents.cook = await signInAs(request.agent(app.getHttpServer()), cook);
    agents.admin = await signInAs(request.agent(app.getHttpServer()), admin);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  const LISTS: [string, 'visitor' | 'cook' | 'admin', () => string, number][] = [
    ['recipes, newest', 'visitor', () => `/api/recipes?search=${RUN}`, 24],
    ['recipes, by rating, signed in', 'cook', () => `/api/recipes?search=${RUN}&sortBy=rating`, 24],
    ['recipes, by cuisine and tag', 'visitor', () => `/api/recipes?cuisine=${encodeURIComponent(`${RUN} Cuisine`)}&tags=${RUN}tag`, 24],
    ['recipe detail', 'cook', () => `/api/recipes/${recipeId}`, 0],
    ['reviews of a recipe', 'visitor', () => `/api/recipes/${recipeId}/reviews`, 10],
    ['cuisines', 'visitor', () => '/api/cuisines', 0],
    ['popular cuisines', 'visitor', () => '/api/cuisines/popular', 0],
    ['favourites', 'cook', () => '/api/favorites', 24],
    ['my recipes', 'cook', () => '/api/my-recipes', 24],
    ['admin: recipes', 'admin', () => `/api/admin/recipes?search=${RUN}`, 20],
    ['admin: users', 'admin', () => '/api/admin/users', 20],
    ['admin: cuisines', 'admin', () => '/api/admin/cuisines', 0],
    ['admin: messages', 'admin', () => '/api/admin/contact-messages', 0],
    ['admin: imports', 'admin', () => '/api/admin/imports', 0],
    ['admin: counters', 'admin', () => '/api/admin/stats', 0],
  ];

  it.each(LISTS)(`%s takes at most ${MOST} statements`, async (_name, who, path, rows) => {
    // What is measured is computing the answer: nothing an earlier test left in the cache.
    await app.get(RecipeCache).changed();
    statements = 0;
    const res = await agents[who].get(path()).expect(200);
    const items = Array.isArray(res.body) ? res.body : (res.body.items ?? []);
    if (rows) expect(items.length).toBeGreaterThanOrEqual(rows);
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(MOST);
  });

  it("serves a member's cached page again without SQL (their account is kept under its version), and reads the account afresh after it changes", async () => {
    await agents.cook.get('/api/favorites').expect(200);
    statements = 0;
    await agents.cook.get('/api/favorites').expect(200);
    expect(statements).toBe(0);
    await agents.cook.patch('/api/auth/user').send({ firstName: 'Renamed', lastName: 'Cook' }).expect(200);
    statements = 0;
    const account = await agents.cook.get('/api/auth/user').expect(200);
    expect(account.body.firstName).toBe('Renamed');
    expect(statements).toBe(1);
  });
});
