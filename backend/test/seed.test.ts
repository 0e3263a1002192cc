import { MikroORM } from '@mikro-orm/mariadb';
import { CUISINES } from '@plantry/shared';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
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
  const snapshot = async () => ({
    users: await query('select id, email, role, email_verified, recipe_count, password_hash, updated_at from users order by id'),
    cuisines: await query('select id, name, emoji, recipe_count from cuisines order by id'),
    recipes: await query('select id, content_key, featured_image, updated_at from recipes order by id'),
    tags: await query('select recipe_id, tag from recipe_tags order by recipe_id, tag'),
    images: await query("select id, base, url, width, height, variant_widths, placeholder from images where base like 'images/seed-%' order by id"),
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
    const authors = await query('select u.recipe_count, count(r.id) as actual from users u left join recipes r on r.author_id = u.id group by u.id');
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

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const report = await seedDatabase(orm.em.fork(), createFileStorage(config), config);
    expect(report.recipesCreated).toBe(0);
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
