import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { freeFromMask, freeFromOf, QUEUES } from '@plantry/shared';
import { Queue } from 'bullmq';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { READINGS_VERSION } from '../src/modules/recipes/ingredient-readings.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { poll, runBackend } from './support/processes.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `zr${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;
const recipeBody = (overrides: Record<string, unknown> = {}) => ({
  title: `${RUN} Onion Dal ${++counter}`,
  description: 'A dal to check how ingredient lines are read and corrected.',
  ingredients: ['2 large onions, chopped', '1 cup red lentils', 'salt to taste'],
  instructions: ['Fry the onions.', 'Add the lentils and simmer.'],
  ...overrides,
});
/** The author's reading of the first line, unlike the reader's ('large onions'). */
const onions = {
  text: '2 large onions, chopped',
  isGroup: false,
  quantity: 2,
  quantity2: null,
  unit: null,
  name: 'onions',
  note: 'large, chopped',
};

describe('ingredient readings: stored, corrected by authors, and read again by the worker', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let cook: User;
  const as = async (user?: User): Promise<Agent> =>
    user ? signInAs(request.agent(app.getHttpServer()), user) : request.agent(app.getHttpServer());
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
  const created = async (overrides: Record<string, unknown> = {}) =>
    (await (await as(cook)).post('/api/recipes').send(recipeBody(overrides)).expect(201)).body as {
      id: number;
      title: string;
      ingredientLines: Record<string, unknown>[];
    };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const fork = orm.em.fork();
    cook = await createMember(fork, 'home_cook');
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  describe('POST /api/recipes/read-ingredients', () => {
    it('reads lines for the editor, with the unit names a correction may use, and stores nothing', async () => {
      const res = await (
        await as(cook)
      )
        .post('/api/recipes/read-ingredients')
        .send({ ingredients: ['1 ½ cups rolled oats, divided', '<b>"x"</b> $& $`'] })
        .expect(200);
      expect(res.body.lines).toEqual([
        {
          text: '1 ½ cups rolled oats, divided',
          isGroup: false,
          quantity: 1.5,
          quantity2: null,
          unit: 'cup',
          name: 'rolled oats',
          note: 'divided',
        },
        { text: '<b>"x"</b> $& $`', isGroup: false, quantity: null, quantity2: null, unit: null, name: '<b>"x"</b> $& $`', note: null },
      ]);
      expect(res.body.units).toEqual(expect.arrayContaining(['cup', 'gram', 'tablespoon', 'can']));
    });

    it('asks visitors to sign in before reading the body, and refuses what is not a list of lines', async () => {
      await (
        await as()
      )
        .post('/api/recipes/read-ingredients')
        .send({ ingredients: ['1 cup oats'] })
        .expect(401);
      const empty = await (await as(cook)).post('/api/recipes/read-ingredients').send({ ingredients: [] }).expect(400);
      expect(empty.body.message).toEqual(['Add at least one ingredient']);
      const long = await (
        await as(cook)
      )
        .post('/api/recipes/read-ingredients')
        .send({ ingredients: ['x'.repeat(1001)] })
        .expect(400);
      expect(long.body.message).toEqual(['Each ingredient must be at most 1000 characters']);
    });
  });

  describe('corrections', () => {
    it("keeps an author's correction, marked, and the reader's reading of the other lines", async () => {
      const recipe = await created({ ingredientLines: [onions] });
      expect(recipe.ingredientLines[0]).toEqual({ ...onions, corrected: true });
      expect(recipe.ingredientLines[1]).toMatchObject({ quantity: 1, unit: 'cup', name: 'red lentils' });
      expect(recipe.ingredientLines[1]).not.toHaveProperty('corrected');
      const [row] = await sql<{ readings_version: number }>('select readings_version from recipes where id = ?', [recipe.id]);
      expect(row.readings_version).toBe(READINGS_VERSION);
    });

    it('keeps a correction through an edit that leaves its line as it was, and drops it when the line changes', async () => {
      const recipe = await created({ ingredientLines: [onions] });
      const cookAgent = await as(cook);
      const kept = await cookAgent
        .put(`/api/recipes/${recipe.id}`)
        .send(recipeBody({ title: recipe.title, instructions: ['Fry.', 'Simmer.'] }))
        .expect(200);
      expect(kept.body.ingredientLines[0]).toEqual({ ...onions, corrected: true });
      const changed = await cookAgent
        .put(`/api/recipes/${recipe.id}`)
        .send(recipeBody({ title: recipe.title, ingredients: ['3 large onions, chopped', '1 cup red lentils'] }))
        .expect(200);
      expect(changed.body.ingredientLines[0]).not.toHaveProperty('corrected');
    });

    it('takes corrections as JSON text in a multipart form', async () => {
      const body = recipeBody();
      const res = await (
        await as(cook)
      )
        .post('/api/recipes')
        .field('title', body.title)
        .field('description', body.description)
        .field('ingredients', JSON.stringify(body.ingredients))
        .field('instructions', body.instructions.join('\n'))
        .field('ingredientLines', JSON.stringify([onions]))
        .expect(201);
      expect(res.body.ingredientLines[0]).toEqual({ ...onions, corrected: true });
    });

    it.each([
      [
        'a line the recipe does not have',
        [{ ...onions, text: '<script>alert(1)</script>' }],
        "Each ingredient correction must be for one of the recipe's ingredient lines, as written",
      ],
      ['an unknown unit', [{ ...onions, unit: 'bucket' }], "An ingredient's unit must be one of the units offered, or none"],
      ['a negative amount', [{ ...onions, quantity: -1 }], "An ingredient's amounts must be numbers from 0 to 100000, or empty"],
      [
        'an amount that is not a number',
        [{ ...onions, quantity: '2' }],
        "An ingredient's amounts must be numbers from 0 to 100000, or empty",
      ],
      ['a correction without its name', [{ ...onions, name: undefined }], "An ingredient's name must be text of at most 1000 characters"],
      ['something that is not a list', 'onions', 'Ingredient corrections must be a list'],
    ])('refuses %s with a 400 and stores nothing', async (_what, ingredientLines, message) => {
      const body = recipeBody({ ingredientLines });
      const res = await (await as(cook)).post('/api/recipes').send(body).expect(400);
      expect([res.body.message].flat()).toEqual([message]);
      expect(await sql('select id from recipes where title = ?', [body.title])).toEqual([]);
    });
  });

  describe('the one-off job in the worker', () => {
    const queue = () =>
      new Queue(QUEUES.recipes, {
        connection: { host: config.redis.host, port: config.redis.port, password: config.redis.password },
        prefix: `${config.redis.prefix}:bull`,
      });
    const versions = async (ids: number[]) =>
      (
        await sql<{ id: number; readings_version: number | null }>(
          `select id, readings_version from recipes where id in (${ids.map(() => '?').join(', ')}) order by id`,
          ids,
        )
      ).map((row) => row.readings_version);

    it('reads recipes stored without readings or by an older reader, keeps corrections, and resumes after the last it stored', async () => {
      const recipes = [await created(), await created({ ingredientLines: [onions] }), await created()];
      const ids = recipes.map((recipe) => recipe.id);
      // As before this reader: no readings (nor free-from keys), or an older reader's with an author's correction.
      await sql('update recipes set ingredient_readings = null, readings_version = null, free_from = 0 where id in (?, ?)', [
        ids[0],
        ids[2],
      ]);
      await sql('update recipes set readings_version = ? where id = ?', [READINGS_VERSION - 1, ids[1]]);
      const answerOf = async (id: number) => {
        const { ingredientLines, freeFrom } = (await request(app.getHttpServer()).get(`/api/recipes/${id}`)).body as Record<
          string,
          unknown
        >;
        return { ingredientLines, freeFrom };
      };
      const answers = await Promise.all(ids.map(answerOf));

      // A job that stopped after the second recipe: it goes on from there.
      const jobs = queue();
      try {
        await jobs.add('read-ingredients', { afterId: ids[1] }, { jobId: `read-ingredients-v${READINGS_VERSION}`, removeOnComplete: true });
        let worker = runBackend('worker.js');
        try {
          await poll('the third recipe read', async () => ((await versions(ids))[2] === READINGS_VERSION ? true : undefined), 30_000);
          expect((await versions(ids)).slice(0, 2)).toEqual([null, READINGS_VERSION - 1]);
        } finally {
          expect(await worker.stop()).toBe(0);
        }
        // A worker starting later finds the others unread and reads them.
        worker = runBackend('worker.js');
        try {
          await poll(
            'every recipe read',
            async () => ((await versions(ids)).every((v) => v === READINGS_VERSION) ? true : undefined),
            30_000,
          );
        } finally {
          expect(await worker.stop()).toBe(0);
        }
      } finally {
        await jobs.close();
      }
      const stored = await sql<{ ingredient_readings: string; free_from: number }>(
        `select ingredient_readings, free_from from recipes where id in (?, ?, ?) order by id`,
        ids,
      );
      expect(JSON.parse(stored[1].ingredient_readings)[0]).toEqual({ ...onions, text: undefined, corrected: true });
      // What each recipe is free from is stored with its readings (a dal of onions, lentils and salt: free from every key).
      expect(stored.map((row) => row.free_from)).toEqual(ids.map(() => freeFromMask(freeFromOf(recipeBody().ingredients as string[]))));
      expect(stored[0].free_from).toBeGreaterThan(0);
      // Answers read the same before and after.
      for (const [i, id] of ids.entries()) expect(await answerOf(id)).toEqual(answers[i]);
    }, 90_000);
  });
});
