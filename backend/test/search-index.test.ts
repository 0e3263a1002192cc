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

const RUN = `si${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;

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
    (await sql<{ id: number; cuisine_id: number | null; title: string }>(`select id, cuisine_id, title from recipe_search where id in (${placeholders(ids)}) order by id`, ids));
  /**
   * These tests write recipes with SQL, around the application (as an admin's SQL would), which
   * moves no counter: the authors' and cuisines' counts are set back to what the rows say, for the
   * tests that follow on the same database.
   */
  const recount = async (userIds: number[], cuisineIds: number[] = []) => {
    await sql(`update users u set recipe_count = (select count(*) from recipes r where r.author_id = u.id) where u.id in (${placeholders(userIds)})`, userIds);
    if (cuisineIds.length === 0) return;
    await sql(`update cuisines c set recipe_count = (select count(*) from recipes r where r.cuisine_id = c.id and r.is_approved = 1) where c.id in (${placeholders(cuisineIds)})`, cuisineIds);
  };
  const search = async (query: Record<string, string>) => {
    const { body } = await request(app.getHttpServer()).get('/api/recipes').query({ limit: '100', ...query }).expect(200);
    return body as { total: number; items: { id: number; title: string }[] };
  };
  /** What FULLTEXT over the recipes finds for the same terms, approved only. */
  const fulltext = async (terms: string) =>
    (await sql<{ id: number }>('select id from recipes r where r.is_approved = 1 and match(r.title, r.description, r.ingredients, r.tags) against (? in boolean mode) order by id', [terms])).map((row) => row.id);

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
    expect(await sql("select 1 from information_schema.tables where table_schema = database() and table_name = 'recipe_search' and engine = 'Mroonga'")).toHaveLength(1);
  });

  it('holds the approved recipes, follows every write to them, and forgets the deleted ones', async () => {
    const em = orm.em.fork();
    const cuisine = em.create(Cuisine, { name: `${RUN} Cuisine` });
    await em.flush();
    const author = await createMember(orm.em.fork(), 'home_cook');
    const shown = await createRecipe(orm.em.fork(), { title: `${RUN} Shown Stew`, author: cook, cuisine, ingredients: ['2 carrots'], tags: ['winter'] });
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
      expect({ typed, ids: found.items.map((item) => item.id).sort((a, b) => a - b), total: found.total }).toEqual({ typed, ids: expected, total: expected.length });
    }
    // Title matches first: the salad has lentils only in its ingredients.
    const lentils = await search({ search: `${mark} lentil` });
    const order = lentils.items.map((item) => item.title);
    expect(order.slice(0, 2).sort()).toEqual([`${mark} Lentil Dal`, `${mark} Red Lentils with Rice`]);
    expect(order[2]).toBe(`${mark} Green Salad`);
    // The recipe titled exactly what was typed comes first; newest first on request.
    expect((await search({ search: `${mark} Lentil Dal` })).items[0].title).toBe(`${mark} Lentil Dal`);
    expect((await search({ search: mark, sortBy: 'newest' })).items.map((item) => item.title)).toEqual(titles.map((title) => `${mark} ${title}`).reverse());
  });

  it("searches within a cuisine by the cuisine's word in the index, and follows recipes moving and cuisines going", async () => {
    const em = orm.em.fork();
    const mark = `${RUN}c`;
    const thai = em.create(Cuisine, { name: `${mark} "Thai" $& <b>` });
    const other = em.create(Cuisine, { name: `${mark} Other` });
    await em.flush();
    await createRecipe(orm.em.fork(), { title: `${mark} Garlic Noodles`, author: cook, cuisine: thai });
    const curry = await createRecipe(orm.em.fork(), { title: `${mark} Green Curry`, author: cook, cuisine: thai, ingredients: ['3 cloves garlic'] });
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
    expect((await inCuisine(other.name)).total).toBe(2);
    // A cuisine deleted leaves its recipes without one, in the index too.
    await sql('delete from cuisines where id = ?', [other.id]);
    const [row] = await sql<{ doc: string; cuisine_id: number }>('select doc, cuisine_id from recipe_search where id = ?', [curry.id]);
    expect(row).toEqual({ cuisine_id: 0, doc: expect.stringMatching(new RegExp(`^plantrycuisine0 ${mark} Green Curry`)) });
    expect((await inCuisine(thai.name)).titles).toEqual([`${mark} Garlic Noodles`]);
    await recount([cook.id], [thai.id]);
  });

  it('answers hostile text with a page, never an error', async () => {
    for (const text of ['"', '+-*', '*W1:100 chick', '(chick', 'a"b', '$& $` \\', '\u0000\u001f', 'ß'.repeat(SEARCH_MAX_LENGTH), '日本 料理', '*D+ -chick', 'OR AND NOT', '5spice* "tofu']) {
      const res = await request(app.getHttpServer()).get('/api/recipes').query({ search: text }).expect(200);
      expect(Array.isArray(res.body.items)).toBe(true);
    }
  });
});
