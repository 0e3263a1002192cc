import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { HOME_QUERIES } from '@plantry/shared';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { createFileStorage } from '../src/infrastructure/storage/create-storage.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import { Recipe } from '../src/modules/recipes/entities/recipe.entity.js';
import { RecipeCache } from '../src/modules/recipes/recipe-cache.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

/** A word no other recipe has, so that searches see only this run's recipes. */
const RUN = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

describe('the recipe catalogue API', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let author: User;
  let other: User;
  let admin: User;
  let thai: Cuisine;
  const mine: Record<string, Recipe> = {};
  const get = (url: string) => request(app.getHttpServer()).get(url);
  const agent = () => request.agent(app.getHttpServer());
  const titles = (res: request.Response) => res.body.items.map((i: { title: string }) => i.title);

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    await seedDatabase(orm.em.fork(), createFileStorage(config), config);
    const em = orm.em.fork();
    [author, other, admin] = [await createMember(em), await createMember(em, 'registered'), await createMember(em, 'admin')];
    thai = await em.findOneOrFail(Cuisine, { name: 'Thai' });
    const day = (n: number) => new Date(Date.UTC(2020, 0, n));
    mine.chickpea = await createRecipe(em, {
      title: `${RUN} Chickpea Curry`,
      author,
      cuisine: thai,
      tags: ['quick', 'spicy'],
      createdAt: day(1),
      reviewCount: 40,
      avgRating: 4.8,
    });
    mine.jalapeno = await createRecipe(em, {
      title: `${RUN} Salsa Verde`,
      author,
      ingredients: ['2 jalapeños, finely chopped'],
      tags: ['quick'],
      createdAt: day(2),
      reviewCount: 1,
      avgRating: 5,
    });
    mine.popular = await createRecipe(em, {
      title: `${RUN} Garden Soup`,
      author,
      description: 'Creamy CASHEW soup.',
      tags: ['soup'],
      createdAt: day(3),
      favoriteCount: 90,
      reviewCount: 3,
      avgRating: 3,
    });
    mine.pending = await createRecipe(em, { title: `${RUN} Pending Pie`, author, isApproved: false, createdAt: day(4) });
    app = await createTestApp(config);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  describe('listing', () => {
    it('answers a page of approved cards, newest first, 24 by default', async () => {
      const res = await get('/api/recipes').expect(200);
      expect(res.body).toMatchObject({ limit: 24, offset: 0 });
      expect(res.body.items).toHaveLength(24);
      expect(res.body.total).toBeGreaterThanOrEqual(48);
      const dates = res.body.items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const card = res.body.items[0];
      expect(Object.keys(card).sort()).toEqual(
        [
          'author',
          'avgRating',
          'createdAt',
          'cuisine',
          'description',
          'featuredImage',
          'featuredImageVariants',
          'id',
          'isApproved',
          'reviewCount',
          'tags',
          'title',
          'totalMinutes',
        ].sort(),
      );
      expect(card.isApproved).toBe(true);
      expect(Object.keys(card.author).sort()).toEqual(['id', 'name']);
      expect(JSON.stringify(res.body)).not.toMatch(/@example\.com|@plantry/);
    });

    it("totals the whole catalogue as the recipes are (from the cuisines' counts), and 'featured' without the Latest row", async () => {
      await app.get(RecipeCache).changed(); // the fixtures were written around the application
      const [{ approved }] = await orm.em
        .fork()
        .getConnection()
        .execute<{ approved: number }[]>('select count(*) as approved from recipes where is_approved = 1');
      const [{ loose }] = await orm.em
        .fork()
        .getConnection()
        .execute<{ loose: number }[]>('select count(*) as loose from recipes where is_approved = 1 and cuisine_id is null');
      expect(Number(loose)).toBeGreaterThan(0);
      expect((await get('/api/recipes?limit=1').expect(200)).body.total).toBe(Number(approved));
      expect((await get('/api/recipes?limit=1&sortBy=rating&isApproved=true').expect(200)).body.total).toBe(Number(approved));
      const latestRow = HOME_QUERIES.latestRecipes.limit;
      expect(Number(approved)).toBeGreaterThanOrEqual(2 * latestRow);
      expect((await get('/api/recipes?limit=1&sortBy=featured').expect(200)).body.total).toBe(Number(approved) - latestRow);
    });

    it('pages with limit and offset, and answers an empty page past the end', async () => {
      const first = await get('/api/recipes?limit=5').expect(200);
      const second = await get('/api/recipes?limit=5&offset=5').expect(200);
      expect(second.body.items).toHaveLength(5);
      expect(second.body.items[0].id).not.toBe(first.body.items[4].id);
      const past = await get(`/api/recipes?offset=${first.body.total + 10}`).expect(200);
      expect(past.body).toMatchObject({ items: [], total: first.body.total });
    });

    it.each(
      [
        ['limit=0', 'limit must be at least 1'],
        ['limit=101', 'limit must be at most 100'],
        ['limit=-1', 'limit must be at least 1'],
        ['limit=ten', 'limit must be a whole number'],
        ['offset=-1', 'offset must be at least 0'],
        ['offset=1.5', 'offset must be a whole number'],
        ['sortBy=cheapest', 'sortBy must be one of: newest, rating, popular, relevance, featured, trending'],
        ['isApproved=maybe', 'isApproved must be true or false'],
        ['authorId=abc', 'authorId must be an integer number'],
        [`search=${'a'.repeat(5000)}`, 'search must be at most 200 characters'],
        [`tags=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')}`, 'at most 10 tags'],
        ['colour=green', 'property colour should not exist'],
      ].map(([query, message]) => [query.length > 50 ? `${query.slice(0, 30)}… (${query.length} characters)` : query, query, message]),
    )('answers 400 for %s', async (_label, query, message) => {
      const res = await get(`/api/recipes?${query}`).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('queries per request', () => {
    /** SELECT statements the database ran while the request was answered. */
    async function selectsDuring(run: () => Promise<unknown>): Promise<number> {
      const status = async () =>
        Number((await orm.em.getConnection().execute<{ Value: string }[]>("show global status like 'Com_select'"))[0].Value);
      const before = await status();
      await run();
      return (await status()) - before;
    }

    it('does not grow with the page size, for visitors and members', async () => {
      const member = await signInAs(agent(), other);
      for (const [client, most] of [
        [{ get }, 4],
        [member, 5],
      ] as const) {
        const small = await selectsDuring(() => client.get('/api/recipes?limit=5').expect(200));
        const large = await selectsDuring(() => client.get('/api/recipes?limit=100&sortBy=popular').expect(200));
        const searched = await selectsDuring(() => client.get(`/api/recipes?limit=100&search=${RUN}&tags=quick&cuisine=Thai`).expect(200));
        // ids, count, cards, the photos' variants (skipped when no card has a photo), and for
        // members the session's user: never more, whatever the page size.
        for (const selects of [small, large, searched]) expect(selects).toBeLessThanOrEqual(most);
      }
    });
  });

  describe('search', () => {
    it.each([
      ['a title word', `${RUN} curry`, ['Chickpea Curry']],
      ['an ingredient word', `${RUN} jalapeños`, ['Salsa Verde']],
      ['a prefix', `${RUN} chick`, ['Chickpea Curry']],
      ['accent-free input', `${RUN} jalapenos`, ['Salsa Verde']],
      ['a plural of a title word', `${RUN} chickpeas`, ['Chickpea Curry']],
      ['upper case', `${RUN.toUpperCase()} CASHEW`, ['Garden Soup']],
      ['a description word', `${RUN} creamy`, ['Garden Soup']],
      ['a tag', `${RUN} spicy`, ['Chickpea Curry']],
    ])('finds by %s', async (_what, search, expected) => {
      const res = await get(`/api/recipes?search=${encodeURIComponent(search)}`).expect(200);
      expect(titles(res)).toEqual(expected.map((t) => `${RUN} ${t}`));
    });

    it('orders by relevance when searching without sortBy', async () => {
      const res = await get(`/api/recipes?search=${RUN}%20quick%20curry`).expect(200);
      expect(titles(res)[0]).toBe(`${RUN} Chickpea Curry`);
    });

    it.each(
      [
        `"${RUN}"`,
        `+${RUN} -curry`,
        `${RUN}*`,
        `(${RUN}) ~x <y> @2`,
        `' or 1=1 --`,
        `${RUN}\\`,
        '%_%',
        'x'.repeat(200),
        `${RUN} $& $' $1 $$`,
        `[${RUN}] {curry} <b>chick</b> "unclosed`,
        `\u0000${RUN}\u0007\u001b[31m\r\n\tcurry\u0085`,
        '@@ ~~ << >> ** ++ -- ()',
        `"${RUN} chickpea curry"@3`,
        `${'+(chick* '.repeat(22)}`,
      ].map((s) => [s.length > 50 ? `${s.length} characters of ${s.slice(0, 9)}` : JSON.stringify(s), s]),
    )('answers hostile input %s with 200', async (_label, search) => {
      const res = await get(`/api/recipes?search=${encodeURIComponent(search)}`).expect(200);
      expect(Array.isArray(res.body.items)).toBe(true);
    });

    it.each([`+${RUN} -curry`, `"${RUN} chickpea curry"@3`, `(${RUN}) <chick*> ~curry`])(
      'treats operators in %s as separators, not syntax',
      async (search) => {
        const res = await get(`/api/recipes?search=${encodeURIComponent(search)}`).expect(200);
        expect(titles(res)[0]).toBe(`${RUN} Chickpea Curry`);
      },
    );

    it('searches titles for words too short for the index', async () => {
      const res = await get('/api/recipes?search=ox').expect(200);
      for (const title of titles(res)) expect(title.toLowerCase()).toContain('ox');
    });
  });

  describe('filters and sorts', () => {
    it('filters by cuisine name in any case', async () => {
      const res = await get(`/api/recipes?cuisine=tHAI&search=${RUN}`).expect(200);
      expect(titles(res)).toEqual([`${RUN} Chickpea Curry`]);
      const all = await get('/api/recipes?cuisine=thai&limit=100').expect(200);
      for (const item of all.body.items) expect(item.cuisine.name).toBe('Thai');
      expect((await get('/api/recipes?cuisine=Atlantis').expect(200)).body.total).toBe(0);
    });

    it('filters by tags, all of which must match', async () => {
      const both = await get(`/api/recipes?search=${RUN}&tags=quick,spicy`).expect(200);
      expect(titles(both)).toEqual([`${RUN} Chickpea Curry`]);
      const one = await get(`/api/recipes?search=${RUN}&tags=QUICK`).expect(200);
      expect(titles(one).sort()).toEqual([`${RUN} Chickpea Curry`, `${RUN} Salsa Verde`]);
    });

    it('sorts by Bayesian rating: forty 4.8-star reviews beat one 5-star review', async () => {
      const res = await get(`/api/recipes?search=${RUN}&sortBy=rating`).expect(200);
      expect(titles(res)).toEqual([`${RUN} Chickpea Curry`, `${RUN} Salsa Verde`, `${RUN} Garden Soup`]);
      expect(res.body.items[1].avgRating).toBe(5);
    });

    it('sorts by popularity: favourites plus reviews', async () => {
      const res = await get(`/api/recipes?search=${RUN}&sortBy=popular`).expect(200);
      expect(titles(res)).toEqual([`${RUN} Garden Soup`, `${RUN} Chickpea Curry`, `${RUN} Salsa Verde`]);
    });

    it('sorts by newest', async () => {
      const res = await get(`/api/recipes?search=${RUN}&sortBy=newest`).expect(200);
      expect(titles(res)).toEqual([`${RUN} Garden Soup`, `${RUN} Salsa Verde`, `${RUN} Chickpea Curry`]);
    });
  });

  describe('total time (maxMinutes)', () => {
    /** Another word of its own: a prefix of RUN's would find the recipes above too. */
    const TIME = `tm${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 8)}`;
    const timed: Record<string, Recipe> = {};
    let cook: User;
    const named = (res: request.Response) => res.body.items.map((i: { title: string }) => i.title.slice(TIME.length + 1));
    const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params);

    beforeAll(async () => {
      const em = orm.em.fork();
      cook = await createMember(em, 'home_cook');
      const thaiHere = await em.findOneOrFail(Cuisine, { name: 'Thai' });
      const day = (n: number) => new Date(Date.UTC(2021, 0, n));
      const add = (title: string, fields: Partial<Parameters<typeof createRecipe>[1]>) =>
        createRecipe(em, { title: `${TIME} ${title}`, author: cook, ...fields });
      timed.quick = await add('Quick Noodles', {
        prepMinutes: 10,
        cookMinutes: 5,
        cuisine: thaiHere,
        tags: ['quick'],
        createdAt: day(1),
        reviewCount: 2,
        avgRating: 3,
      });
      timed.cookOnly = await add('Simmered Beans', {
        cookMinutes: 25,
        tags: ['quick'],
        createdAt: day(2),
        reviewCount: 30,
        avgRating: 4.9,
        favoriteCount: 5,
      });
      timed.prepOnly = await add('Raw Salad', { prepMinutes: 20, cuisine: thaiHere, createdAt: day(3), favoriteCount: 50 });
      timed.slow = await add('Slow Stew', { prepMinutes: 20, cookMinutes: 25, cuisine: thaiHere, tags: ['quick'], createdAt: day(4) });
      timed.unknown = await add('Mystery Soup', { cuisine: thaiHere, tags: ['quick'], createdAt: day(5) });
      timed.allDay = await add('All Day Ragu', { prepMinutes: 240, cookMinutes: 200, createdAt: day(6) });
      timed.pending = await add('Pending Pickles', { prepMinutes: 5, cookMinutes: 5, isApproved: false, createdAt: day(7) });
      await app.get(RecipeCache).changed(); // written around the application
    });

    it('keeps prep plus cook on the card and the recipe, null when neither is known', async () => {
      const res = await get(`/api/recipes?search=${TIME}&sortBy=newest`).expect(200);
      expect(
        res.body.items.map((i: { title: string; totalMinutes: number | null }) => [i.title.slice(TIME.length + 1), i.totalMinutes]),
      ).toEqual([
        ['All Day Ragu', 440],
        ['Mystery Soup', null],
        ['Slow Stew', 45],
        ['Raw Salad', 20],
        ['Simmered Beans', 25],
        ['Quick Noodles', 15],
      ]);
      expect((await get(`/api/recipes/${timed.cookOnly.id}`).expect(200)).body).toMatchObject({
        prepMinutes: null,
        cookMinutes: 25,
        totalMinutes: 25,
      });
    });

    it.each([
      // The ends of the search index's time ranges (one MATCH) and other times (FULLTEXT on recipes) find the same.
      ['15', ['Quick Noodles']],
      ['17', ['Quick Noodles']],
      ['20', ['Raw Salad', 'Quick Noodles']],
      ['30', ['Raw Salad', 'Simmered Beans', 'Quick Noodles']],
      ['44', ['Raw Salad', 'Simmered Beans', 'Quick Noodles']],
      ['45', ['Slow Stew', 'Raw Salad', 'Simmered Beans', 'Quick Noodles']],
      ['439', ['Slow Stew', 'Raw Salad', 'Simmered Beans', 'Quick Noodles']],
      ['440', ['All Day Ragu', 'Slow Stew', 'Raw Salad', 'Simmered Beans', 'Quick Noodles']],
      ['5760', ['All Day Ragu', 'Slow Stew', 'Raw Salad', 'Simmered Beans', 'Quick Noodles']],
    ])('finds within %s minutes, never a recipe of unknown time', async (maxMinutes, expected) => {
      for (const sortBy of ['newest', 'relevance']) {
        const res = await get(`/api/recipes?search=${TIME}&maxMinutes=${maxMinutes}&sortBy=${sortBy}`).expect(200);
        expect(res.body.total).toBe(expected.length);
        if (sortBy === 'newest') expect(named(res)).toEqual(expected);
        else expect(named(res).sort()).toEqual([...expected].sort());
      }
    });

    it('combines with cuisine, tags, an author and every sort', async () => {
      expect(named(await get(`/api/recipes?search=${TIME}&cuisine=thai&maxMinutes=30&sortBy=newest`).expect(200))).toEqual([
        'Raw Salad',
        'Quick Noodles',
      ]);
      expect(named(await get(`/api/recipes?search=${TIME}&cuisine=Thai&maxMinutes=30`).expect(200)).sort()).toEqual([
        'Quick Noodles',
        'Raw Salad',
      ]);
      expect(named(await get(`/api/recipes?search=${TIME}&tags=quick&maxMinutes=30`).expect(200)).sort()).toEqual([
        'Quick Noodles',
        'Simmered Beans',
      ]);
      expect(named(await get(`/api/recipes?cuisine=Thai&tags=quick&maxMinutes=60&search=${TIME}`).expect(200)).sort()).toEqual([
        'Quick Noodles',
        'Slow Stew',
      ]);
      expect(named(await get(`/api/recipes?authorId=${cook.id}&maxMinutes=30`).expect(200))).toEqual([
        'Raw Salad',
        'Simmered Beans',
        'Quick Noodles',
      ]);
      expect(named(await get(`/api/recipes?search=${TIME}&maxMinutes=30&sortBy=rating`).expect(200))).toEqual([
        'Simmered Beans',
        'Raw Salad',
        'Quick Noodles',
      ]);
      expect(named(await get(`/api/recipes?search=${TIME}&maxMinutes=30&sortBy=popular`).expect(200))).toEqual([
        'Raw Salad',
        'Simmered Beans',
        'Quick Noodles',
      ]);
      const featured = await get(`/api/recipes?search=${TIME}&maxMinutes=30&sortBy=featured`).expect(200);
      expect(named(featured).sort()).toEqual(['Quick Noodles', 'Raw Salad', 'Simmered Beans']);
      // A title typed whole comes first, within the time too.
      expect(named(await get(`/api/recipes?search=${encodeURIComponent(`${TIME} Raw Salad`)}&maxMinutes=30`).expect(200))[0]).toBe(
        'Raw Salad',
      );
      expect((await get(`/api/recipes?search=${encodeURIComponent(`${TIME} Slow Stew`)}&maxMinutes=30`).expect(200)).body.total).toBe(0);
    });

    it("filters the whole catalogue and a cuisine's list as the rows say, totals included", async () => {
      const count = async (where: string, params: unknown[] = []) =>
        Number((await sql<{ n: number }>(`select count(*) as n from recipes where is_approved = 1 and ${where}`, params))[0].n);
      for (const maxMinutes of [15, 30, 60, 61]) {
        const all = await get(`/api/recipes?maxMinutes=${maxMinutes}&limit=100`).expect(200);
        expect(all.body.total).toBe(await count('total_minutes <= ?', [maxMinutes]));
        for (const item of all.body.items) expect(item.totalMinutes).toEqual(expect.any(Number));
        for (const item of all.body.items) expect(item.totalMinutes).toBeLessThanOrEqual(maxMinutes);
        const inThai = await get(`/api/recipes?cuisine=Thai&maxMinutes=${maxMinutes}&limit=100`).expect(200);
        expect(inThai.body.total).toBe(
          await count('total_minutes <= ? and cuisine_id = (select id from cuisines where name = ?)', [maxMinutes, 'Thai']),
        );
        for (const item of inThai.body.items) expect(item.totalMinutes).toBeLessThanOrEqual(maxMinutes);
      }
      // 'featured' within a time is not the whole catalogue: nothing is left out for the Latest row.
      expect((await get('/api/recipes?sortBy=featured&maxMinutes=30&limit=1').expect(200)).body.total).toBe(
        await count('total_minutes <= 30'),
      );
    });

    it('never answers a filtered list from an unfiltered one in the cache, or the other way round', async () => {
      const member = await signInAs(agent(), other);
      for (const client of [{ get }, member]) {
        for (let round = 0; round < 2; round += 1) {
          expect((await client.get(`/api/recipes?search=${TIME}`).expect(200)).body.total).toBe(6);
          expect((await client.get(`/api/recipes?search=${TIME}&maxMinutes=30`).expect(200)).body.total).toBe(3);
          expect((await client.get(`/api/recipes?search=${TIME}&maxMinutes=15`).expect(200)).body.total).toBe(1);
          const whole = (await client.get('/api/recipes?limit=1').expect(200)).body.total;
          const within = (await client.get('/api/recipes?limit=1&maxMinutes=30').expect(200)).body.total;
          expect(within).toBeLessThan(whole);
          expect((await client.get('/api/recipes?limit=1&isApproved=true&maxMinutes=30').expect(200)).body.total).toBe(within);
        }
      }
    });

    it("shows the author's pending recipe within the time to them only", async () => {
      const own = await (await signInAs(agent(), cook)).get(`/api/recipes?authorId=${cook.id}&maxMinutes=15`).expect(200);
      expect(named(own)).toEqual(['Pending Pickles', 'Quick Noodles']);
      expect(own.body.total).toBe(2);
      expect(named(await get(`/api/recipes?authorId=${cook.id}&maxMinutes=15`).expect(200))).toEqual(['Quick Noodles']);
    });

    it.each([
      ['maxMinutes=0', 'maxMinutes must be at least 1'],
      ['maxMinutes=-5', 'maxMinutes must be at least 1'],
      ['maxMinutes=5761', 'maxMinutes must be at most 5760'],
      ['maxMinutes=1.5', 'maxMinutes must be a whole number of minutes'],
      ['maxMinutes=quick', 'maxMinutes must be a whole number of minutes'],
      ['maxMinutes=', 'maxMinutes must be at least 1'],
      ['maxMinutes=30&maxMinutes=60', 'maxMinutes must be a whole number of minutes'],
    ])('answers 400 for %s', async (query, message) => {
      const res = await get(`/api/recipes?${query}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toContain(message);
    });
  });

  describe('who sees what', () => {
    it('shows pending recipes to their author and admins only', async () => {
      const visitor = await get(`/api/recipes?authorId=${author.id}`).expect(200);
      expect(titles(visitor)).not.toContain(`${RUN} Pending Pie`);
      expect((await get(`/api/recipes?authorId=${author.id}&isApproved=false`).expect(200)).body.total).toBe(0);
      const own = await (await signInAs(agent(), author)).get(`/api/recipes?authorId=${author.id}`).expect(200);
      expect(titles(own)).toContain(`${RUN} Pending Pie`);
      expect(own.body.total).toBe(4);
      const someoneElse = await (await signInAs(agent(), other)).get(`/api/recipes?authorId=${author.id}`).expect(200);
      expect(someoneElse.body.total).toBe(3);
      const adminView = await (await signInAs(agent(), admin)).get(`/api/recipes?isApproved=false&search=${RUN}`).expect(200);
      expect(titles(adminView)).toEqual([`${RUN} Pending Pie`]);
    });

    it('answers a whole recipe with lists as arrays, and 404 for missing or hidden ones', async () => {
      const res = await get(`/api/recipes/${mine.jalapeno.id}`).expect(200);
      expect(res.body).toMatchObject({
        id: mine.jalapeno.id,
        title: `${RUN} Salsa Verde`,
        ingredients: ['2 jalapeños, finely chopped'],
        instructions: ['Cook it.'],
        tags: ['quick'],
        galleryImages: [],
        author: { id: author.id, name: 'Fia Tester' },
      });
      expect(res.body.isFavorite).toBeUndefined();
      await get('/api/recipes/4000000000').expect(404);
      await get(`/api/recipes/${mine.pending.id}`).expect(404);
      await (await signInAs(agent(), other)).get(`/api/recipes/${mine.pending.id}`).expect(404);
      await (await signInAs(agent(), author)).get(`/api/recipes/${mine.pending.id}`).expect(200);
      await (await signInAs(agent(), admin)).get(`/api/recipes/${mine.pending.id}`).expect(200);
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) await get(`/api/recipes/${bad}`).expect(400);
    });

    it('marks the favourites of a signed-in member on lists and on the recipe', async () => {
      const member = await signInAs(agent(), other);
      // Lists and the recipe read before the heart: the member's own click shows at once after it.
      await member.get(`/api/recipes?search=${RUN}`).expect(200);
      await member.get(`/api/recipes/${mine.chickpea.id}`).expect(200);
      await member.post('/api/favorites').send({ recipeId: mine.chickpea.id }).expect(200);
      const list = await member.get(`/api/recipes?search=${RUN}`).expect(200);
      const flags = Object.fromEntries(list.body.items.map((i: { title: string; isFavorite: boolean }) => [i.title, i.isFavorite]));
      expect(flags).toEqual({ [`${RUN} Chickpea Curry`]: true, [`${RUN} Salsa Verde`]: false, [`${RUN} Garden Soup`]: false });
      expect((await member.get(`/api/recipes/${mine.chickpea.id}`).expect(200)).body.isFavorite).toBe(true);
    });
  });

  describe('cuisines', () => {
    it('lists active cuisines by name with their counts and emoji', async () => {
      const res = await get('/api/cuisines').expect(200);
      const names = res.body.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      expect(res.body.find((c: { name: string }) => c.name === 'Thai')).toMatchObject({ emoji: '🍜', recipeCount: expect.any(Number) });
    });

    it('lists popular cuisines, most recipes first, 12 at most by default', async () => {
      const res = await get('/api/cuisines/popular').expect(200);
      expect(res.body.length).toBeLessThanOrEqual(12);
      const counts = res.body.map((e: { recipeCount: number }) => e.recipeCount);
      expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
      expect(res.body[0]).toEqual({
        cuisine: expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }),
        recipeCount: counts[0],
      });
      expect((await get('/api/cuisines/popular?limit=2').expect(200)).body).toHaveLength(2);
      await get('/api/cuisines/popular?limit=0').expect(400);
    });
  });
});
