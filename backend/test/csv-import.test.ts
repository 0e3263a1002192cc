import { MikroORM } from '@mikro-orm/mariadb';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { READINGS_VERSION } from '../src/modules/recipes/ingredient-readings.js';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { startStack, type Agent, type Stack } from './support/accounts.js';
import { csvText, importCsv, markedFixture, removeImporter, uploadCsv } from './support/csv-files.js';
import { createMember, signInAs } from './support/fixtures.js';
import { pngImage } from './support/image-fixtures.js';
import { poll } from './support/processes.js';

const RUN = `ci${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;
/** A title no other test run has used. */
const title = (name: string) => `${RUN} ${name} ${++counter}`;

const HEADER = ['title', 'description', 'ingredients', 'instructions', 'cuisine', 'tags'];
const row = (name: string, extra: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const values = {
    title: title(name),
    description: 'Quick and bright.',
    ingredients: '1 cup rice\n2 cups water',
    instructions: 'Boil.\nServe.',
    cuisine: '',
    tags: '',
    ...extra,
  };
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
  ingredient_readings: string | null;
  readings_version: number | null;
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
    await removeImporter(orm.em.fork(), admin.id, RUN);
    await stack.close();
    await orm.close();
  });

  describe('the sample data files', () => {
    it.each([
      ['veganuary-excerpt.csv', { created: 25, failed: 0 }],
      ['epicurious-excerpt.csv', { created: 25, failed: 0 }],
      ['recipe-scrapers-excerpt.csv', { created: 25, failed: 0 }],
    ])(
      'imports %s, and a second import creates nothing',
      async (file, expected) => {
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
      },
      60_000,
    );
  });

  describe('file formats', () => {
    it('reads UTF-8 with a BOM and CRLF line ends', async () => {
      const rows = [HEADER, row('Bom Rice'), row('Crlf Rice')];
      const report = await importCsv(agent, `\uFEFF${csvText(rows, { newline: '\r\n' })}`);
      expect(report).toMatchObject({ state: 'completed', rowsTotal: 2, created: 2, failed: 0 });
      const [first] = await recipesTitled(rows[1][0]);
      expect(first.title).toBe(rows[1][0]);
      expect(JSON.parse(first.ingredients)).toEqual(['1 cup rice', '2 cups water']);
      expect(JSON.parse(first.instructions)).toEqual(['Boil.', 'Serve.']);
      // Stored unread, for the import's speed; the worker's job reads its lines once the import ends.
      const read = await poll('the imported recipe read', async () => {
        const [recipe] = await recipesTitled(rows[1][0]);
        return recipe.readings_version === READINGS_VERSION ? recipe : undefined;
      });
      expect(JSON.parse(read.ingredient_readings!)).toEqual([
        { isGroup: false, quantity: 1, quantity2: null, unit: 'cup', name: 'rice', note: null },
        { isGroup: false, quantity: 2, quantity2: null, unit: 'cup', name: 'water', note: null },
      ]);
    });

    it.each([
      ['semicolons', ';'],
      ['tabs', '\t'],
    ])('detects %s as the separator', async (_name, delimiter) => {
      const rows = [HEADER, row('Separated Soup', { description: 'Thick, smooth; warm', cuisine: `${RUN} Thai` })];
      const report = await importCsv(agent, csvText(rows, { delimiter }));
      expect(report).toMatchObject({ state: 'completed', created: 1 });
      const [stored] = await recipesTitled(rows[1][0]);
      expect(stored).toMatchObject({ description: 'Thick, smooth; warm', cuisine_name: `${RUN} Thai` });
    });

    it('keeps line breaks and quotes of quoted fields, one line per ingredient and step', async () => {
      const text = `title,intro,ingredients,method\n"${title('Quoted "Best" Dal')}","Creamy, with ""tadka"".\nServes 4.","Ingredients\n1 cup lentils\n\n2 tsp cumin, toasted","1. Rinse.\n2. Simmer, stirring.\n3. Serve."\n`;
      const report = await importCsv(agent, text);
      expect(report).toMatchObject({ state: 'completed', rowsTotal: 1, created: 1 });
      const [stored] = await recipesTitled('Quoted "Best" Dal');
      expect(stored.description).toBe('Creamy, with "tadka".\nServes 4.');
      expect(JSON.parse(stored.ingredients)).toEqual(['1 cup lentils', '2 tsp cumin, toasted']);
      expect(JSON.parse(stored.instructions)).toEqual(['Rinse.', 'Simmer, stirring.', 'Serve.']);
    });

    it('skips empty rows, and numbers rows as a spreadsheet does', async () => {
      const rows = [HEADER, row('Before Gap'), ['', '', '', '', '', ''], [], row('No Steps', { instructions: '' }), row('After Gap')];
      const report = await importCsv(agent, csvText(rows));
      expect(report).toMatchObject({ state: 'completed', rowsTotal: 3, rowsDone: 3, created: 2, failed: 1 });
      expect(report.problems).toEqual([{ rowNumber: 5, column: 'instructions', reason: 'There are no instructions' }]);
    });

    it('stores formula-like cells as text, and neutralises them in the problems file', async () => {
      const text = csvText([
        ['title', 'description', 'ingredients', 'method', '=cmd()'],
        [`=${title('Formula Pie')}`, '=HYPERLINK("http://x")', '+1 cup flour', '', '@sum'],
      ]);
      const report = await importCsv(agent, text);
      expect(report).toMatchObject({ state: 'completed', created: 0, failed: 1 });
      const good = csvText([
        ['title', 'description', 'ingredients', 'method'],
        [`=${title('Formula Tart')}`, '=HYPERLINK("http://x")', '+1 cup flour\n-2 tbsp oil', '@once'],
      ]);
      expect(await importCsv(agent, good)).toMatchObject({ created: 1 });
      const [stored] = await recipesTitled('Formula Tart');
      expect(stored.title.startsWith('=')).toBe(true);
      expect(stored.description).toBe('=HYPERLINK("http://x")');
      expect(JSON.parse(stored.ingredients)).toEqual(['+1 cup flour', '-2 tbsp oil']);
      const file = await agent.get(`/api/admin/imports/${report.jobId}/problems.csv`).expect(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(file.headers['content-disposition']).toBe('attachment; filename="recipes-problems.csv"');
      expect(file.text).toBe('\uFEFF"Row","Column","Problem"\r\n"2","method","There are no instructions"\r\n');
    });

    it('splits 10,000-character method paragraphs into steps and refuses a 10,000-character title', async () => {
      const sentence = 'Stir the pot gently and keep the heat low so that nothing catches. ';
      const longMethod = sentence
        .repeat(Math.ceil(10_000 / sentence.length))
        .slice(0, 10_000)
        .trim();
      const rows = [
        HEADER,
        row('Long Method', { instructions: longMethod }),
        [`${title('Long')} ${'x'.repeat(10_000)}`, 'd', '1 cup rice', 'Boil.', '', ''],
      ];
      const report = await importCsv(agent, csvText(rows));
      expect(report).toMatchObject({ state: 'completed', created: 1, failed: 1 });
      expect(report.problems).toEqual([
        { rowNumber: 3, column: 'title', reason: expect.stringMatching(/^The title is 10\d{3} characters long; at most 200 are allowed$/) },
      ]);
      const [stored] = await recipesTitled(rows[1][0]);
      const steps: string[] = JSON.parse(stored.instructions);
      expect(steps.length).toBeGreaterThanOrEqual(10);
      expect(Math.max(...steps.map((step) => step.length))).toBeLessThanOrEqual(1000);
    });
  });

  describe('refused files', () => {
    it('refuses a binary file named .csv, by its content', async () => {
      const res = await uploadCsv(agent, await pngImage(40, 40), { name: 'recipes.csv' }).expect(400);
      expect(res.body.message).toBe('Invalid File: Please select a valid CSV file (the file holds binary data, not text)');
    });

    it('refuses files of another type, text that is not UTF-8 and empty files', async () => {
      const types = await uploadCsv(agent, csvText([HEADER, row('Typed')]), { name: 'recipes.png', type: 'image/png' }).expect(400);
      expect(types.body.message).toBe('Invalid File: Please select a valid CSV file (a .csv file; this one is image/png)');
      const latin1 = Buffer.from(`title,ingredients,method\nCr\xe8me br\xfbl\xe9e,sugar,Bake.\n`, 'latin1');
      const encoding = await uploadCsv(agent, latin1).expect(400);
      expect(encoding.body.message).toBe(
        'Invalid File: Please select a valid CSV file (the file is not UTF-8 text (save it as "CSV UTF-8"))',
      );
      const empty = await uploadCsv(agent, Buffer.alloc(0)).expect(400);
      expect(empty.body.message).toBe('Invalid File: Please select a valid CSV file (the file is empty)');
      await agent
        .post('/api/admin/import-csv')
        .field('dryRun', 'true')
        .expect(400, { message: 'Invalid File: Please select a valid CSV file', error: 'Bad Request', statusCode: 400 });
    });

    it('refuses a file without a required column, naming it, before anything runs', async () => {
      const res = await uploadCsv(
        agent,
        csvText([
          ['title', 'description', 'ingredients'],
          ['A', 'B', 'C'],
        ]),
      ).expect(400);
      expect(res.body.message).toBe("The file has no instructions column (named 'instructions', 'method' or 'directions')");
      const both = await uploadCsv(
        agent,
        csvText([
          ['name', 'notes'],
          ['A', 'B'],
        ]),
      ).expect(400);
      expect(both.body.message).toBe(
        "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients') and no instructions column (named 'instructions', 'method' or 'directions')",
      );
    });

    it('refuses a file over 100 MB with 413, and keeps nothing of it', async () => {
      const line = `${'x'.repeat(1023)}\n`;
      const huge = Buffer.from(`title,ingredients,method\n${line.repeat(100 * 1024 + 1)}`);
      const res = await uploadCsv(agent, huge);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The CSV file must be at most 100 MB');
      const { readdirSync } = await import('node:fs');
      expect(readdirSync(`${stack.config.importDir}/incoming`)).toEqual([]);
    });

    it('fails an import whose quotes never close, writing nothing', async () => {
      const text = `title,ingredients,method\n${title('Open Quote')},1 cup rice,Boil.\n"${title('Never Closed')},1 cup,Boil.\n`;
      const report = await importCsv(agent, text);
      expect(report).toMatchObject({ state: 'failed', created: 0, rowsDone: 0 });
      expect(report.message).toBe('The file could not be read: a quoted field is still open where the file ends at line 3');
      expect(await recipesTitled('Open Quote')).toHaveLength(0);
    });
  });

  it('checks every row in a dry run, and writes no recipe', async () => {
    const rows = [
      HEADER,
      row('Dry One', { cuisine: `${RUN}land` }),
      row('Dry Two', { ingredients: '2 eggs\n1 cup flour' }),
      row('Dry Bad', { ingredients: '' }),
    ];
    rows.push([...rows[1]]);
    const report = await importCsv(agent, csvText(rows), { dryRun: true });
    expect(report).toMatchObject({ state: 'completed', dryRun: true, rowsTotal: 4, created: 2, skipped: 1, failed: 1, flagged: 1 });
    expect(await recipesTitled(`${RUN} Dry`)).toHaveLength(0);
    const [cuisines] = await orm.em.fork().execute<{ n: number }[]>('select count(*) as n from cuisines where name = ?', [`${RUN}land`]);
    expect(Number(cuisines.n)).toBe(0);
    expect(await importCsv(agent, csvText(rows))).toMatchObject({ created: 2, skipped: 1, failed: 1, flagged: 1 });
  });

  it('matches cuisines case-insensitively, creates new ones, counts recipes and makes tags filterable', async () => {
    const cuisine = `${RUN}ish`;
    const rows = [HEADER, row('Cuisine A', { cuisine, tags: 'Quick, #Weeknight' }), row('Cuisine B', { cuisine: cuisine.toUpperCase() })];
    expect(await importCsv(agent, csvText(rows))).toMatchObject({ created: 2 });
    const stored = await orm.em
      .fork()
      .execute<{ name: string; recipe_count: number; is_active: number }[]>('select * from cuisines where name = ?', [cuisine]);
    expect(stored).toMatchObject([{ name: cuisine, recipe_count: 2, is_active: 1 }]);
    const [a] = await recipesTitled(rows[1][0]);
    expect(JSON.parse(a.tags)).toEqual(['quick', 'weeknight']);
    const { body } = await stack.agent().get('/api/recipes').query({ tags: 'weeknight', search: rows[1][0] }).expect(200);
    expect(body.items.map((r: { title: string }) => r.title)).toEqual([rows[1][0]]);
  });

  it('previews the start of a file as it will be read, without keeping it', async () => {
    const rows = [
      ['Name', 'Intro', 'Ingredients', 'Steps', 'Category', 'Photo'],
      [title('Preview Curry'), 'Rich.', '1 cup milk\n2 potatoes', '1. Cook.', 'Thai, Lao', 'https://example.com/c.jpg'],
      ['', '', '', '', '', ''],
      [title('Preview Blank'), '', '', '', '', ''],
    ];
    const { body } = await agent
      .post('/api/admin/import-csv/preview')
      .attach('csvFile', Buffer.from(csvText(rows, { delimiter: ';' })), { filename: 'p.csv', contentType: 'text/csv' })
      .expect(200);
    expect(body.delimiter).toBe(';');
    expect(body.problem).toBeNull();
    expect(body.columns.map((c: { field: string; header: string | null; required: boolean }) => [c.field, c.header, c.required])).toEqual([
      ['title', 'Name', true],
      ['description', 'Intro', false],
      ['ingredients', 'Ingredients', true],
      ['instructions', 'Steps', true],
      ['cuisine', 'Category', false],
      ['tags', null, false],
      ['image', 'Photo', false],
    ]);
    expect(body.rows).toEqual([
      {
        rowNumber: 2,
        recipe: {
          title: rows[1][0],
          description: 'Rich.',
          ingredients: ['1 cup milk', '2 potatoes'],
          instructions: ['Cook.'],
          tags: [],
          cuisine: 'Thai',
          imageUrl: 'https://example.com/c.jpg',
          veganFlags: [{ index: 0, line: '1 cup milk', term: 'milk' }],
        },
      },
      {
        rowNumber: 4,
        problems: [
          { rowNumber: 4, column: 'Ingredients', reason: 'There are no ingredients' },
          { rowNumber: 4, column: 'Steps', reason: 'There are no instructions' },
        ],
      },
    ]);
    const missing = await agent
      .post('/api/admin/import-csv/preview')
      .attach('csvFile', Buffer.from('title,notes\nA,B\n'), { filename: 'p.csv', contentType: 'text/csv' })
      .expect(200);
    expect(missing.body.problem).toBe(
      "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients') and no instructions column (named 'instructions', 'method' or 'directions')",
    );
    await agent
      .post('/api/admin/import-csv/preview')
      .attach('csvFile', await pngImage(20, 20), { filename: 'p.csv', contentType: 'text/csv' })
      .expect(400);
    expect(await recipesTitled('Preview Curry')).toHaveLength(0);
  });

  it('lists recent imports newest first, and answers 404 for an unknown one', async () => {
    const { body } = await agent.get('/api/admin/imports').expect(200);
    expect(body.items.length).toBeGreaterThan(3);
    const times = body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await agent
      .get('/api/admin/imports/00000000-0000-4000-8000-000000000000')
      .expect(404, { message: 'Import not found', error: 'Not Found', statusCode: 404 });
    await agent.get('/api/admin/imports/nope').expect(404);
  });

  describe('images', () => {
    let canary: Server;
    let canaryHits = 0;
    let publicServer: Server;
    const listen = (server: Server, host: string) =>
      new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));

    beforeAll(async () => {
      const png = await pngImage(900, 600);
      canary = createServer((_req, res) => {
        canaryHits++;
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      });
      // Dual-stack: the canary hears 127.0.0.1, ::1 and ::ffff:127.0.0.1 alike.
      const canaryPort = await listen(canary, '::');
      publicServer = createServer((req, res) => {
        if (req.url === '/to-canary') res.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/stolen.png` }).end();
        else if (req.url === '/food.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        else res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not an image</html>');
      });
      // 127.0.0.2 stands for a public host: the worker's SAFE_FETCH_ALLOW lets it through, and nothing else.
      const publicPort = await listen(publicServer, '127.0.0.2');
      (globalThis as Record<string, unknown>).importPorts = { canaryPort, publicPort };
    });
    afterAll(() => {
      canary.close();
      publicServer.close();
    });

    it('never reaches loopback, however the address is written or redirected, and imports the rows without those images', async () => {
      const { canaryPort, publicPort } = (globalThis as Record<string, unknown>).importPorts as { canaryPort: number; publicPort: number };
      const addresses = [
        `http://127.0.0.1:${canaryPort}/a.png`,
        `http://[::1]:${canaryPort}/b.png`,
        `http://[::ffff:127.0.0.1]:${canaryPort}/c.png`,
        `http://2130706433:${canaryPort}/d.png`,
        `http://localhost:${canaryPort}/e.png`,
        `http://127.0.0.2:${publicPort}/to-canary`,
      ];
      const rows = [[...HEADER, 'image'], ...addresses.map((address, i) => [...row(`Ssrf ${i}`), address])];
      const report = await importCsv(agent, csvText(rows));
      expect(canaryHits).toBe(0);
      expect(report).toMatchObject({ state: 'completed', created: 6, failed: 0, imagesFailed: 6 });
      for (const problem of report.problems) {
        expect(problem).toMatchObject({
          column: 'image',
          reason: expect.stringMatching(/^The image address is not allowed: .*; the recipe was imported without it$/),
        });
      }
      expect(report.problems.map((p) => p.rowNumber)).toEqual([2, 3, 4, 5, 6, 7]);
      const stored = await recipesTitled(`${RUN} Ssrf`);
      expect(stored.map((r) => r.featured_image)).toEqual([null, null, null, null, null, null]);
    });

    it('fetches a public image through the image pipeline, and a bad image fails that image only', async () => {
      const { publicPort } = (globalThis as Record<string, unknown>).importPorts as { canaryPort: number; publicPort: number };
      const rows = [
        [...HEADER, 'image'],
        [...row('Pictured'), `http://127.0.0.2:${publicPort}/food.png`],
        [...row('Not Pictured'), `http://127.0.0.2:${publicPort}/page.html`],
      ];
      const report = await importCsv(agent, csvText(rows));
      expect(report).toMatchObject({ state: 'completed', created: 2, imagesFailed: 1 });
      expect(report.problems).toEqual([
        {
          rowNumber: 3,
          column: 'image',
          reason: 'The image is not a supported image (JPEG, PNG, WebP, AVIF or GIF); the recipe was imported without it',
        },
      ]);
      const [pictured] = await recipesTitled(rows[1][0]);
      expect(pictured.featured_image).toMatch(/^\/uploads\/images\/.+\/full\.webp$/);
      const image = await stack.agent().get(pictured.featured_image!).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const [plain] = await recipesTitled(rows[2][0]);
      expect(plain.featured_image).toBeNull();
    });
  });
});
