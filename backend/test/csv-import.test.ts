import { MikroORM } from '@mikro-orm/mariadb';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { startStack, type Agent, type Stack } from './support/accounts.js';
import { csvText, importCsv, markedFixture, uploadCsv, type ImportReport } from './support/csv-files.js';
import { createMember, signInAs } from './support/fixtures.js';
import { pngImage } from './support/image-fixtures.js';

const RUN = `ci${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
let counter = 0;
/** A title no other test run has used. */
const title = (name: string) => `${RUN} ${name} ${++counter}`;

const HEADER = ['title', 'description', 'ingredients', 'instructions', 'cuisine', 'tags'];
const row = (name: string, extra: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const values = { title: title(name), description: 'Quick and bright.', ingredients: '1 cup rice\n2 cups water', instructions: 'Boil.\nServe.', cuisine: '', tags: '', ...extra };
  return HEADER.map((h) => values[h as keyof typeof values]);
};

interface StoredRecipe {
  id: number;
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  tags: string;
  cuisine_name: string | null;
  featured_image: string | null;
  is_approved: number;
  author_id: number;
}

describe('CSV import with a real worker', () => {
  let stack: Stack;
  let orm: MikroORM;
  let admin: User;
  let agent: Agent;

  /** Recipes of this test run whose title contains the text. */
  const recipesTitled = (text: string) =>
    orm.em
      .fork()
      .execute<StoredRecipe[]>(
        'select r.*, c.name as cuisine_name from recipes r left join cuisines c on c.id = r.cuisine_id where r.title like ? order by r.id',
        [`%${text}%`],
      );

  beforeAll(async () => {
    stack = await startStack({ SAFE_FETCH_ALLOW: '127.0.0.2' });
    orm = await MikroORM.init(ormOptions(stack.config));
    admin = await createMember(orm.em.fork(), 'admin');
    agent = await signInAs(stack.agent(), admin);
  }, 60_000);
  afterAll(async () => {
    console.log(stack.worker.output().slice(-3000));
    await orm.em.fork().execute('delete from users where id = ?', [admin.id]);
    await stack.close();
    await orm.close();
  });

  describe('the sample data files', () => {
    it.each([
      ['veganuary-excerpt.csv', { created: 25, failed: 0 }],
      ['epicurious-excerpt.csv', { created: 25, failed: 0 }],
      ['recipe-scrapers-excerpt.csv', { created: 25, failed: 0 }],
    ])('imports %s, and a second import creates nothing', async (file, expected) => {
      const mark = `${RUN}${file.slice(0, 4)}`;
      const text = markedFixture(file, mark);
      const first = await importCsv(agent, text, { name: file });
      expect(first).toMatchObject({ state: 'completed', rowsTotal: 25, rowsDone: 25, skipped: 0, ...expected });
      const stored = await recipesTitled(mark);
      expect(stored).toHaveLength(expected.created);
      for (const recipe of stored) {
        expect(recipe).toMatchObject({ author_id: admin.id, is_approved: 1 });
        expect(JSON.parse(recipe.ingredients).length).toBeGreaterThan(0);
        expect(JSON.parse(recipe.instructions).length).toBeGreaterThan(0);
        // Headings of scraped text are not lines of the recipe.
        expect(JSON.parse(recipe.ingredients)[0]).not.toMatch(/^ingredients:?$/i);
      }
      const second = await importCsv(agent, text, { name: file });
      expect(second).toMatchObject({ state: 'completed', created: 0, skipped: expected.created, failed: expected.failed });
      expect(await recipesTitled(mark)).toHaveLength(expected.created);
    }, 60_000);
  });
});
