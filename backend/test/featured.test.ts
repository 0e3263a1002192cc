import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HOME_QUERIES } from '@plantry/shared';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { createFileStorage } from '../src/infrastructure/storage/create-storage.js';
import { RecipeCache } from '../src/modules/recipes/recipe-cache.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { createMember, createRecipe, type RecipeFixture } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

/** A word no other recipe has, so that searches see only this run's recipes. */
const RUN = `zf${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
const PHOTO = '/uploads/recipes/featured-test.webp';

type Card = { id: number; title: string; featuredImage: string | null };

/** The home page's Featured row (docs/decisions/catalogue.md 'Featured recipes'). */
describe('the featured sort', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  const list = async (query: Record<string, string | number | boolean>): Promise<Card[]> => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
    return (await request(app.getHttpServer()).get(`/api/recipes?${search}`).expect(200)).body.items;
  };
  const titles = (cards: Card[]) => cards.map((card) => card.title.replace(`${RUN} `, ''));

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    // The seed catalogue: well over twice the Latest row.
    await seedDatabase(orm.em.fork(), createFileStorage(config), config);
    const em = orm.em.fork();
    const author = await createMember(em);
    const day = (n: number) => new Date(Date.UTC(2021, 0, n));
    const recipe = (title: string, fields: Partial<RecipeFixture>) => createRecipe(em, { title: `${RUN} ${title}`, author, ...fields });
    await recipe('Loved Photo', { featuredImage: PHOTO, reviewCount: 10, avgRating: 4.8, favoriteCount: 5, createdAt: day(1) });
    await recipe('Saved Photo', { featuredImage: PHOTO, favoriteCount: 6, createdAt: day(2) });
    await recipe('Lukewarm Photo', { featuredImage: PHOTO, reviewCount: 6, avgRating: 2.5, createdAt: day(3) });
    await recipe('Untried Photo', { featuredImage: PHOTO, createdAt: day(4) });
    await recipe('Adored Without Photo', { reviewCount: 40, avgRating: 5, favoriteCount: 50, createdAt: day(5) });
    await recipe('Untried Without Photo', { createdAt: day(6) });
    app = await createTestApp(config);
    await app.get(RecipeCache).changed();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('puts recipes with a photo first, the best-loved first, favourites counting as five-star votes', async () => {
    const cards = await list({ search: RUN, sortBy: 'featured' });
    expect(titles(cards)).toEqual([
      'Loved Photo',
      'Saved Photo',
      'Untried Photo',
      'Lukewarm Photo',
      'Adored Without Photo',
      'Untried Without Photo',
    ]);
  });

  it('shows other recipes than the Latest row on the home page, with photos and reviews first', async () => {
    const [featured, latest] = [await list(HOME_QUERIES.featuredRecipes), await list(HOME_QUERIES.latestRecipes)];
    expect(featured).toHaveLength(HOME_QUERIES.featuredRecipes.limit);
    expect(latest).toHaveLength(HOME_QUERIES.latestRecipes.limit);
    expect(featured.filter((card) => latest.some((other) => other.id === card.id))).toEqual([]);
    expect(featured.every((card) => card.featuredImage)).toBe(true);
    const [{ review_count: reviews }] = await orm.em
      .getConnection()
      .execute('select review_count from recipes where id = ?', [featured[0].id]);
    expect(Number(reviews)).toBeGreaterThan(0);
  });

  it('never leads with a new recipe without a photo or a review', async () => {
    const em = orm.em.fork();
    const newest = await createRecipe(em, { title: `${RUN} Brand New`, author: await createMember(em) });
    await app.get(RecipeCache).changed();
    const [first] = await list(HOME_QUERIES.featuredRecipes);
    expect(first.id).not.toBe(newest.id);
    expect(first.featuredImage).not.toBeNull();
    // Among recipes found by a search too, where the Latest row is not involved.
    expect(titles(await list({ search: RUN, sortBy: 'featured' }))).toEqual([
      'Loved Photo',
      'Saved Photo',
      'Untried Photo',
      'Lukewarm Photo',
      'Adored Without Photo',
      'Brand New',
      'Untried Without Photo',
    ]);
  });
});
