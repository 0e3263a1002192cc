import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { placeholders } from '../src/common/sql-part.js';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import { RecipeCache } from '../src/modules/recipes/recipe-cache.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { SEARCH_MAX_LENGTH } from '@plantry/shared';
import { createMember, createRecipe } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `si${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

/**
 * The search index (Mroonga, Migration20261201000000SearchIndex): triggers keep it to the approved
 * recipes whatever writes them, and visitors' searches through it find what FULLTEXT over the
 * recipes finds, ranked titles first.
 */
describe('search index', () => {
  const config = testConfig();
  let app: NestExpressApplication;
  let orm: MikroORM;
  let cook: User;
  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params);
  const indexed = async (ids: number[]) =>
    await sql<{ id: number; cuisine_id: number | null; title: string }>(
      `select id, cuisine_id, title from recipe_search where id in (${placeholders(ids)}) order by id`,
      ids,
    );
  /**
   * These tests write recipes with SQL, around the application (as an admin's SQL would), which
   * moves no counter: the authors' and cuisines' counts are set back to what the rows say, for the
   * tests that follow on the same database.
   */
  const recount = async (userIds: number[], cuisineIds: number[] = []) => {
    await sql(
      `update users u set recipe_count = (select count(*) from recipes r where r.author_id = u.id) where u.id in (${placeholders(userIds)})`,
      userIds,
    );
    if (cuisineIds.length === 0) return;
    await sql(
      `update cuisines c set recipe_count = (select count(*) from recipes r where r.cuisine_id = c.id and r.is_approved = 1) where c.id in (${placeholders(cuisineIds)})`,
      cuisineIds,
    );
  };
  const search = async (query: Record<string, string>) => {
    const { body } = await request(app.getHttpServer())
      .get('/api/recipes')
      .query({ limit: '100', ...query })
      .expect(200);
    return body as { total: number; items: { id: number; title: string }[] };
  };
  /** What FULLTEXT over the recipes finds for the same terms, approved only. */
  const fulltext = async (terms: string) =>
    (
      await sql<{ id: number }>(
        'select id from recipes r where r.is_approved = 1 and match(r.title, r.description, r.ingredients, r.tags) against (? in boolean mode) order by id',
        [terms],
      )
    ).map((row) => row.id);

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    cook = await createMember(orm.em.fork(), 'home_cook');
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('is there: the test database runs on MariaDB with Mroonga, as make services sets it up', async () => {
    expect(
      await sql(
        "select 1 from information_schema.tables where table_schema = database() and table_name = 'recipe_search' and engine = 'Mroonga'",
      ),
    ).toHaveLength(1);
  });

  it('holds the approved recipes, follows every write to them, and forgets the deleted ones', async () => {
    const em = orm.em.fork();
    const cuisine = em.create(Cuisine, { name: `${RUN} Cuisine` });
    await em.flush();
    const author = await createMember(orm.em.fork(), 'home_cook');
    const shown = await createRecipe(orm.em.fork(), {
      title: `${RUN} Shown Stew`,
      author: cook,
      cuisine,
      ingredients: ['2 carrots'],
      tags: ['winter'],
    });
    const waiting = await createRecipe(orm.em.fork(), { title: `${RUN} Waiting Pie`, author: cook, isApproved: false });
    const theirs = await createRecipe(orm.em.fork(), { title: `${RUN} Their Soup`, author });
    expect((await indexed([shown.id, waiting.id, theirs.id])).map((row) => row.id)).toEqual([shown.id, theirs.id]);
    const [row] = await sql<{ doc: string }>('select doc from recipe_search where id = ?', [shown.id]);
    expect(row.doc).toContain(`${RUN} Shown Stew`);
    expect(row.doc).toContain('2 carrots');
    expect(row.doc).toContain('winter');

    await sql('update recipes set is_approved = 1 where id = ?', [waiting.id]);
    await sql('update recipes set is_approved = 0, title = ? where id = ?', [`${RUN} Hidden Stew`, shown.id]);
    await sql('update recipes set title = ? where id = ?', [`${RUN} Their Broth`, theirs.id]);
    expect(await indexed([shown.id, waiting.id, theirs.id])).toEqual([
      expect.objectContaining({ id: waiting.id }),
      expect.objectContaining({ id: theirs.id, title: `${RUN} Their Broth` }),
    ]);
    // A count moving (a review, a heart) leaves the index alone; deleting a cuisine or a member,
    // which foreign keys carry out, reaches it too.
    await sql('update recipes set is_approved = 1 where id = ?', [shown.id]);
    await sql('update recipes set review_count = review_count + 1 where id = ?', [shown.id]);
    await sql('delete from cuisines where id = ?', [cuisine.id]);
    expect((await indexed([shown.id]))[0]).toMatchObject({ cuisine_id: 0, title: `${RUN} Hidden Stew` });
    await sql('delete from users where id = ?', [author.id]);
    await sql('delete from recipes where id = ?', [waiting.id]);
    expect((await indexed([shown.id, waiting.id, theirs.id])).map((r) => r.id)).toEqual([shown.id]);
    await recount([cook.id]);
  });

  it('finds what FULLTEXT finds, titles first, for whole words, prefixes, plurals and words with digits', async () => {
    const em = orm.em.fork();
    const mark = `${RUN}x`;
    const titles = ['Lentil Dal', 'Red Lentils with Rice', 'Tomato Soup', 'Smoky 5spice Tofu', 'Green Salad'];
    for (const [i, title] of titles.entries()) {
      await createRecipe(em, { title: `${mark} ${title}`, author: cook, ingredients: i === 4 ? ['1 cup lentils', 'salt'] : ['water'] });
    }
    await createRecipe(em, { title: `${mark} Lentil Pie`, author: cook, isApproved: false });
    for (const [typed, terms] of [
      ['lentil', '+lentil*'],
      ['lent', '+lent*'],
      ['lentils', '+(lentils* lentil)'],
      ['5spice', '+"5spice"'],
      ['soup', '+soup*'],
    ]) {
      const found = await search({ search: `${mark} ${typed}` });
      const expected = await fulltext(`+${mark}* ${terms}`);
      expect({ typed, ids: found.items.map((item) => item.id).sort((a, b) => a - b), total: found.total }).toEqual({
        typed,
        ids: expected,
        total: expected.length,
      });
    }
    // Title matches first: the salad has lentils only in its ingredients.
    const lentils = await search({ search: `${mark} lentil` });
    const order = lentils.items.map((item) => item.title);
    expect(order.slice(0, 2).sort()).toEqual([`${mark} Lentil Dal`, `${mark} Red Lentils with Rice`]);
    expect(order[2]).toBe(`${mark} Green Salad`);
    // The recipe titled exactly what was typed comes first; newest first on request.
    expect((await search({ search: `${mark} Lentil Dal` })).items[0].title).toBe(`${mark} Lentil Dal`);
    expect((await search({ search: mark, sortBy: 'newest' })).items.map((item) => item.title)).toEqual(
      titles.map((title) => `${mark} ${title}`).reverse(),
    );
  });

  it("searches within a cuisine by the cuisine's word in the index, and follows recipes moving and cuisines going", async () => {
    const em = orm.em.fork();
    const mark = `${RUN}c`;
    const thai = em.create(Cuisine, { name: `${mark} "Thai" $& <b>` });
    const other = em.create(Cuisine, { name: `${mark} Other` });
    await em.flush();
    await createRecipe(orm.em.fork(), { title: `${mark} Garlic Noodles`, author: cook, cuisine: thai });
    const curry = await createRecipe(orm.em.fork(), {
      title: `${mark} Green Curry`,
      author: cook,
      cuisine: thai,
      ingredients: ['3 cloves garlic'],
    });
    await createRecipe(orm.em.fork(), { title: `${mark} Garlic Bread`, author: cook, cuisine: other });
    await createRecipe(orm.em.fork(), { title: `${mark} Garlic Soup`, author: cook });
    await createRecipe(orm.em.fork(), { title: `${mark} Garlic Pie`, author: cook, cuisine: thai, isApproved: false });
    const inCuisine = async (cuisine: string, sortBy = 'relevance') => {
      await app.get(RecipeCache).changed(); // the fixtures are written around the application
      const found = await search({ search: `${mark} garlic`, cuisine, sortBy });
      return { titles: found.items.map((item) => item.title), total: found.total };
    };
    // Title matches first, as without a cuisine; the same recipes newest first.
    expect(await inCuisine(thai.name)).toEqual({ titles: [`${mark} Garlic Noodles`, `${mark} Green Curry`], total: 2 });
    expect(await inCuisine(thai.name, 'newest')).toEqual({ titles: [`${mark} Green Curry`, `${mark} Garlic Noodles`], total: 2 });
    expect(await inCuisine('No such cuisine')).toEqual({ titles: [], total: 0 });

    await sql('update recipes set cuisine_id = ? where id = ?', [other.id, curry.id]);
    expect(await inCuisine(thai.name)).toEqual({ titles: [`${mark} Garlic Noodles`], total: 1 });
    expect(await inCuisine(other.name)).toEqual({ titles: [`${mark} Garlic Bread`, `${mark} Green Curry`], total: 2 });
    // The titles within a cuisine follow a new title and a move (their own full-text column).
    await sql('update recipes set title = ? where id = ?', [`${mark} Garlic Curry`, curry.id]);
    const cuisineTitle = async () =>
      (await sql<{ cuisine_title: string }>('select cuisine_title from recipe_search where id = ?', [curry.id]))[0].cuisine_title;
    expect(await cuisineTitle()).toBe(`plantrycuisine${other.id} ${mark} Garlic Curry`);
    expect(await inCuisine(other.name)).toEqual({ titles: [`${mark} Garlic Bread`, `${mark} Garlic Curry`], total: 2 });
    // A cuisine deleted leaves its recipes without one, in the index too.
    await sql('delete from cuisines where id = ?', [other.id]);
    const [row] = await sql<{ doc: string; cuisine_id: number }>('select doc, cuisine_id from recipe_search where id = ?', [curry.id]);
    expect(row).toEqual({ cuisine_id: 0, doc: expect.stringMatching(new RegExp(`^plantrycuisine0 ${mark} Garlic Curry`)) });
    expect(await cuisineTitle()).toBe(`plantrycuisine0 ${mark} Garlic Curry`);
    expect((await inCuisine(thai.name)).titles).toEqual([`${mark} Garlic Noodles`]);
    await recount([cook.id], [thai.id]);
  });

  it("searches within a time by its range's word in the index, and follows the times changing", async () => {
    const mark = `${RUN}t`;
    const made: Record<string, number> = {};
    for (const [name, prepMinutes, cookMinutes] of [
      ['Quick Wrap', 10, 5],
      ['Bean Chilli', null, 40],
      ['Long Ragu', 100, 100],
      ['Soda Bread', 0, 0],
      ['Day Stock', 300, 60],
      ['Mystery Mix', null, null],
    ] as const) {
      made[name] = (await createRecipe(orm.em.fork(), { title: `${mark} ${name}`, author: cook, prepMinutes, cookMinutes })).id;
    }
    const row = async (id: number) =>
      (await sql<{ doc: string; cuisine_title: string }>('select doc, cuisine_title from recipe_search where id = ?', [id]))[0];
    expect(await row(made['Quick Wrap'])).toEqual({
      doc: expect.stringMatching(new RegExp(`^plantrycuisine0 plantrytimebf ${mark} Quick Wrap`)),
      cuisine_title: `plantrycuisine0 plantrytimebf ${mark} Quick Wrap`,
    });
    expect((await row(made['Mystery Mix'])).cuisine_title).toBe(`plantrycuisine0 ${mark} Mystery Mix`);
    expect((await row(made['Day Stock'])).cuisine_title).toBe(`plantrycuisine0 ${mark} Day Stock`);
    const within = async (maxMinutes: number, sortBy = 'relevance') => {
      await app.get(RecipeCache).changed(); // the fixtures are written around the application
      const found = await search({ search: mark, maxMinutes: String(maxMinutes), sortBy });
      return { ids: found.items.map((item) => item.id).sort((a, b) => a - b), total: found.total };
    };
    /** What the recipes' own column says. */
    const expected = async (maxMinutes: number) => {
      const ids = (
        await sql<{ id: number }>('select id from recipes where is_approved = 1 and total_minutes <= ? and title like ? order by id', [
          maxMinutes,
          `${mark} %`,
        ])
      ).map((r) => r.id);
      return { ids, total: ids.length };
    };
    for (const maxMinutes of [10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 200, 360]) {
      for (const sortBy of ['relevance', 'newest'])
        expect({ maxMinutes, sortBy, ...(await within(maxMinutes, sortBy)) }).toEqual({
          maxMinutes,
          sortBy,
          ...(await expected(maxMinutes)),
        });
    }
    expect((await within(15)).ids).toEqual([made['Soda Bread'], made['Quick Wrap']].sort((a, b) => a - b));

    // The index follows a time changed, added or taken away, however it is written.
    await sql('update recipes set cook_minutes = 30 where id = ?', [made['Quick Wrap']]);
    await sql('update recipes set prep_minutes = 5 where id = ?', [made['Mystery Mix']]);
    await sql('update recipes set prep_minutes = null, cook_minutes = null where id = ?', [made['Bean Chilli']]);
    expect((await row(made['Quick Wrap'])).cuisine_title).toBe(`plantrycuisine0 plantrytimeef ${mark} Quick Wrap`);
    expect((await within(15)).ids).toEqual([made['Soda Bread'], made['Mystery Mix']].sort((a, b) => a - b));
    expect((await within(60)).ids).toEqual([made['Quick Wrap'], made['Soda Bread'], made['Mystery Mix']].sort((a, b) => a - b));
    for (const maxMinutes of [15, 45, 240]) expect(await within(maxMinutes)).toEqual(await expected(maxMinutes));
    await recount([cook.id]);
  });

  it('pages through the exact titles, the other title matches and the rest without a gap or a repeat', async () => {
    const em = orm.em.fork();
    const mark = `${RUN}p`;
    for (const title of ['Bean Stew', 'Bean Stew', 'Bean Stew with Rice', 'Spicy Bean Stew', 'Green Salad']) {
      await createRecipe(em, {
        title: `${mark} ${title}`,
        author: cook,
        ingredients: title === 'Green Salad' ? ['1 cup bean stew'] : ['water'],
      });
    }
    await app.get(RecipeCache).changed();
    const ids = async (limit: number, offset: number) =>
      (await search({ search: `${mark} Bean Stew`, limit: String(limit), offset: String(offset) })).items.map((item) => item.id);
    const whole = await ids(100, 0);
    expect(whole).toHaveLength(5);
    expect(new Set(whole).size).toBe(5);
    for (const size of [1, 2, 3]) {
      const paged: number[] = [];
      for (let offset = 0; offset < 5; offset += size) paged.push(...(await ids(size, offset)));
      expect({ size, paged }).toEqual({ size, paged: whole });
    }
    await recount([cook.id]);
  });

  it('answers hostile text with a page, never an error', async () => {
    for (const text of [
      '"',
      '+-*',
      '*W1:100 chick',
      '(chick',
      'a"b',
      '$& $` \\',
      '\u0000\u001f',
      'ß'.repeat(SEARCH_MAX_LENGTH),
      '日本 料理',
      '*D+ -chick',
      'OR AND NOT',
      '5spice* "tofu',
    ]) {
      const res = await request(app.getHttpServer()).get('/api/recipes').query({ search: text }).expect(200);
      expect(Array.isArray(res.body.items)).toBe(true);
    }
  });
});
