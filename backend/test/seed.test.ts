import { MikroORM } from '@mikro-orm/mariadb';
import { CUISINES } from '@plantry/shared';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { COMMENTS_BY_STARS, COMMENTS_BY_TAG, SEED_MEMBERS } from '../src/seed/activity.data.js';
import { SEED_AUTHORS } from '../src/seed/recipes.data.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { createFileStorage } from '../src/infrastructure/storage/create-storage.js';
import { UPLOADS_URL_PREFIX } from '../src/infrastructure/storage/local-disk-storage.js';
import { testConfig } from './test-app.js';

type Row = Record<string, unknown>;

describe('the seed', () => {
  const config = testConfig();
  let orm: MikroORM;
  const query = (sql: string) => orm.em.getConnection().execute<Row[]>(sql);
  /** The seed's recipes, not those other test files leave in the test database. */
  const seedAuthors = SEED_AUTHORS.map((a) => `'${a.email}'`).join(', ');
  const demoPeople = [...SEED_AUTHORS, ...SEED_MEMBERS].map((a) => `'${a.email}'`).join(', ');
  /** The seed recipes with their review and favourite counters, and what their reviews and favourites make them. */
  const seedRecipes = () =>
    query(
      `select r.id, r.author_id, r.review_count, r.avg_rating, r.favorite_count, r.rating_score, r.popularity,
         (select count(*) from reviews v where v.recipe_id = r.id) as reviews,
         (select cast(coalesce(round(avg(v.rating), 2), 0) as decimal(3,2)) from reviews v where v.recipe_id = r.id) as average,
         (select count(*) from favorites f where f.recipe_id = r.id) as favorites
       from recipes r join users u on u.id = r.author_id where u.email in (${seedAuthors})`,
    );
  const demoActivity = (table: 'reviews' | 'favorites') =>
    query(
      `select t.*, r.author_id from ${table} t join users u on u.id = t.user_id join recipes r on r.id = t.recipe_id where u.email in (${demoPeople})`,
    );
  const snapshot = async () => ({
    users: await query('select id, email, role, email_verified, recipe_count, password_hash, updated_at from users order by id'),
    cuisines: await query('select id, name, emoji, recipe_count from cuisines order by id'),
    recipes: await query('select id, content_key, featured_image, updated_at from recipes order by id'),
    tags: await query('select recipe_id, tag from recipe_tags order by recipe_id, tag'),
    images: await query(
      "select id, base, url, width, height, variant_widths, placeholder from images where base like 'images/seed-%' order by id",
    ),
    reviews: await query('select * from reviews order by id'),
    favorites: await query('select * from favorites order by id'),
    counters: await query('select id, review_count, avg_rating, favorite_count from recipes order by id'),
  });

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    await seedDatabase(orm.em.fork(), createFileStorage(config), config);
  }, 120_000);
  afterAll(() => orm.close());

  it('creates the cuisines of SPEC.md with their emoji', async () => {
    const rows = await query('select name, emoji from cuisines');
    for (const { name, emoji } of CUISINES) expect(rows).toContainEqual({ name, emoji });
  });

  it('creates at least 60 approved recipes over at least 10 cuisines, with counters in step', async () => {
    const perCuisine = await query(
      'select c.name, c.recipe_count, count(r.id) as actual from cuisines c left join recipes r on r.cuisine_id = c.id and r.is_approved = 1 group by c.id',
    );
    const total = perCuisine.reduce((sum, row) => sum + Number(row.actual), 0);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(perCuisine.filter((row) => Number(row.actual) >= 5).length).toBeGreaterThanOrEqual(10);
    for (const row of perCuisine.filter((r) => CUISINES.some((c) => c.name === r.name))) {
      expect(Number(row.actual)).toBeGreaterThanOrEqual(3);
      expect(Number(row.recipe_count)).toBe(Number(row.actual));
    }
    const authors = await query(
      'select u.recipe_count, count(r.id) as actual from users u left join recipes r on r.author_id = u.id group by u.id',
    );
    for (const row of authors) expect(Number(row.recipe_count)).toBe(Number(row.actual));
  });

  it('gives every recipe a generated illustration that exists and decodes, with its width variants', async () => {
    const recipes = await query(
      `select r.featured_image, i.variant_widths, i.placeholder from recipes r join users u on u.id = r.author_id
       left join images i on i.url = r.featured_image where u.email in (${seedAuthors})`,
    );
    expect(recipes.length).toBeGreaterThanOrEqual(60);
    for (const { featured_image, variant_widths, placeholder } of recipes) {
      expect(featured_image).toMatch(new RegExp(`^${UPLOADS_URL_PREFIX}/images/seed-[a-z0-9-]+/full\\.webp$`));
      const file = join(config.uploadDir, String(featured_image).slice(UPLOADS_URL_PREFIX.length + 1));
      expect(existsSync(file)).toBe(true);
      expect(variant_widths).toBe('320,640,960');
      expect(existsSync(file.replace('full.webp', 'w960.webp'))).toBe(true);
      expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    }
    const first = String(recipes[0].featured_image).slice(UPLOADS_URL_PREFIX.length + 1);
    const meta = await sharp(join(config.uploadDir, first)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeGreaterThanOrEqual(1200);
  });

  it('creates the development admin, verified, with an argon2id password', async () => {
    const [admin] = await query(`select role, email_verified, password_hash from users where email = '${config.admin!.email}'`);
    expect(admin.role).toBe('admin');
    expect(Number(admin.email_verified)).toBe(1);
    expect(String(admin.password_hash)).toMatch(/^\$argon2id\$/);
  });

  it('stores ingredients, instructions and tags as lists', async () => {
    const [recipe] = await query(
      `select r.ingredients, r.instructions, r.tags from recipes r join users u on u.id = r.author_id where u.email in (${seedAuthors}) limit 1`,
    );
    for (const column of ['ingredients', 'instructions', 'tags']) {
      const list = JSON.parse(String(recipe[column]));
      expect(Array.isArray(list)).toBe(true);
      expect(list.length).toBeGreaterThan(0);
    }
  });

  it('has the demo cooks and members review the recipes unevenly, never their own', async () => {
    const reviews = await demoActivity('reviews');
    expect(reviews.length).toBeGreaterThanOrEqual(100);
    expect(reviews.filter((review) => review.user_id === review.author_id)).toEqual([]);
    const perRecipe = (await seedRecipes()).map((recipe) => Number(recipe.reviews));
    expect(perRecipe.filter((count) => count === 0).length).toBeGreaterThanOrEqual(5);
    expect(perRecipe.filter((count) => count >= 5).length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...perRecipe)).toBeGreaterThanOrEqual(7);
    const reviewers = new Set(reviews.map((review) => review.user_id));
    expect(reviewers.size).toBe(SEED_AUTHORS.length + SEED_MEMBERS.length);
  });

  it('gives mostly 4 and 5 stars, some 3, few lower', async () => {
    const ratings = (await demoActivity('reviews')).map((review) => Number(review.rating));
    const share = (test: (stars: number) => boolean) => ratings.filter(test).length / ratings.length;
    expect(share((stars) => stars >= 4)).toBeGreaterThanOrEqual(0.75);
    expect(share((stars) => stars === 3)).toBeGreaterThanOrEqual(0.05);
    expect(share((stars) => stars === 3)).toBeLessThanOrEqual(0.2);
    expect(share((stars) => stars <= 2)).toBeGreaterThan(0);
    expect(share((stars) => stars <= 2)).toBeLessThanOrEqual(0.08);
  });

  it('writes short comments from the lists, suited to the stars and to the recipe', async () => {
    const reviews = await demoActivity('reviews');
    const commented = reviews.filter((review) => review.comment !== null);
    expect(commented.length / reviews.length).toBeGreaterThanOrEqual(0.7);
    expect(commented.length).toBeLessThan(reviews.length);
    expect(new Set(commented.map((review) => review.comment)).size).toBeGreaterThanOrEqual(20);
    // Two reviews of one dish never open with the same sentence.
    const openings = commented.map((review) => `${review.recipe_id}:${String(review.comment).split(/(?<=[.!]) /)[0]}`);
    expect(openings.length - new Set(openings).size).toBe(0);
    const tags = new Map((await query('select recipe_id, tag from recipe_tags')).map((row) => [`${row.recipe_id}:${row.tag}`, true]));
    for (const review of commented) {
      const [sentence, ...rest] = COMMENTS_BY_STARS[review.rating as 1 | 2 | 3 | 4 | 5].filter((line) =>
        String(review.comment).startsWith(line),
      );
      expect(sentence).toBeDefined();
      expect(rest).toEqual([]);
      const tagLine = String(review.comment).slice(sentence.length).trim();
      if (!tagLine) continue;
      expect(Number(review.rating)).toBeGreaterThanOrEqual(4);
      const tag = Object.entries(COMMENTS_BY_TAG).find(([, lines]) => lines.includes(tagLine))?.[0];
      expect(tags.has(`${review.recipe_id}:${tag}`)).toBe(true);
    }
  });

  it('has the demo people save recipes they did not write', async () => {
    const favorites = await demoActivity('favorites');
    expect(favorites.length).toBeGreaterThanOrEqual(50);
    expect(favorites.filter((favorite) => favorite.user_id === favorite.author_id)).toEqual([]);
  });

  it("sets every seed recipe's counters as its reviews and favourites make them", async () => {
    for (const recipe of await seedRecipes()) {
      expect([recipe.id, Number(recipe.review_count), String(recipe.avg_rating), Number(recipe.favorite_count)]).toEqual([
        recipe.id,
        Number(recipe.reviews),
        String(recipe.average),
        Number(recipe.favorites),
      ]);
      expect(Number(recipe.popularity)).toBe(Number(recipe.reviews) + Number(recipe.favorites));
      expect(Number(recipe.rating_score)).toBeCloseTo(
        (Number(recipe.reviews) * Number(recipe.average) + 17.5) / (Number(recipe.reviews) + 5),
        3,
      );
    }
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const report = await seedDatabase(orm.em.fork(), createFileStorage(config), config);
    expect(report).toMatchObject({ recipesCreated: 0, reviewsCreated: 0, favoritesCreated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('draws a missing illustration again without touching the database', async () => {
    const [{ featured_image }] = await query("select featured_image from recipes where featured_image like '%/seed-%' order by id limit 1");
    const file = join(config.uploadDir, String(featured_image).slice(UPLOADS_URL_PREFIX.length + 1));
    rmSync(file);
    const before = await snapshot();
    await seedDatabase(orm.em.fork(), createFileStorage(config), config);
    expect(existsSync(file)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});
