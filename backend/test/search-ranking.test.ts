import { MikroORM } from '@mikro-orm/mariadb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { REPO_ROOT } from '../src/config/app-config.js';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { createFileStorage } from '../src/infrastructure/storage/create-storage.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { SEED_RECIPES } from '../src/seed/recipes.data.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { startStack, type Agent, type Stack } from './support/accounts.js';
import { importCsv, removeImporter } from './support/csv-files.js';
import { createMember, signInAs } from './support/fixtures.js';
import { expectShare, fullTitleFigure, prefixFigure } from './support/search-figures.js';

/** The veganuary file of ../shared/data, kept whole among the import fixtures (SAMPLES names another folder). */
const VEGANUARY = join(process.env.SAMPLES ?? join(REPO_ROOT, 'backend/test/fixtures/import'), 'veganuary_vegan_recipes.csv');
/** Marks this run's importer; no cuisine carries it. */
const RUN = `sr${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

/**
 * Search ranks titles first (docs/decisions/catalogue.md): on the seed catalogue, and on it with the
 * veganuary recipes imported, a full title finds its recipe first in at least 98% of searches, and a
 * typed prefix of a title word ranks every title match before any other in at least 97%.
 */
describe('search ranking on real catalogues', () => {
  let stack: Stack;
  let orm: MikroORM;
  let admin: User;
  let visitor: Agent;

  const approvedTitles = async () =>
    (await orm.em.fork().execute<{ title: string }[]>('select title from recipes where is_approved = 1')).map((row) => row.title);

  beforeAll(async () => {
    stack = await startStack();
    orm = await MikroORM.init(ormOptions(stack.config));
    await seedDatabase(orm.em.fork(), createFileStorage(stack.config), stack.config);
    admin = await createMember(orm.em.fork(), 'admin');
    visitor = stack.agent();
  }, 120_000);
  afterAll(async () => {
    await removeImporter(orm.em.fork(), admin.id, RUN);
    await stack.close();
    await orm.close();
  });

  describe('the seed catalogue', () => {
    const seedTitles = SEED_RECIPES.map((recipe) => recipe.title);

    it('finds a recipe first by its full title in at least 98% of searches', async () => {
      expectShare(await fullTitleFigure(visitor, seedTitles), 0.98);
    });

    it('ranks title matches first for at least 97% of typed prefixes', async () => {
      expectShare(await prefixFigure(visitor, seedTitles, await approvedTitles()), 0.97);
    }, 120_000);

    it('lists the chickpea shakshuka before the cinnamon French toast (chickpea flour in its batter) for "chick"', async () => {
      const res = await visitor.get('/api/recipes?search=chick&limit=100').expect(200);
      const titles: string[] = res.body.items.map((item: { title: string }) => item.title);
      const shakshuka = titles.findIndex((title) => title.startsWith('Chickpea Shakshuka'));
      const toast = titles.findIndex((title) => title.startsWith('Cinnamon French Toast'));
      expect(toast).toBeGreaterThanOrEqual(0);
      expect(shakshuka).toBeGreaterThanOrEqual(0);
      expect(shakshuka).toBeLessThan(toast);
    });
  });

  describe('with the veganuary recipes imported', () => {
    let titles: string[];

    beforeAll(async () => {
      const file = readFileSync(VEGANUARY);
      const report = await importCsv(await signInAs(stack.agent(), admin), file, { name: 'veganuary_vegan_recipes.csv' });
      expect(report).toMatchObject({ state: 'completed', failed: 0 });
      expect(report.created).toBeGreaterThan(1_300);
      titles = (parse(file, { columns: true }) as { title: string }[]).map((row) => row.title.trim());
    }, 300_000);

    it('finds a recipe first by its full title in at least 98% of searches', async () => {
      expectShare(await fullTitleFigure(visitor, titles), 0.98);
    }, 300_000);

    it('ranks title matches first for at least 97% of typed prefixes', async () => {
      expectShare(await prefixFigure(visitor, titles, await approvedTitles()), 0.97);
    }, 600_000);
  });
});
