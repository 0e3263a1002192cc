import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { readIngredientLine } from '../src/modules/recipes/ingredient-lines.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `zl${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;

interface Item {
  id: number;
  name: string;
  quantity: number | null;
  unit: string | null;
  checked: boolean;
  recipes: { id: number; title: string }[];
}

const LIST_FULL = 'Your shopping list is full (300 items at most): remove checked items first';

describe('the shopping list: the API', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let author: User;
  let admin: Agent;
  const em = () => orm.em.fork();
  const sql = <T>(query: string, params: unknown[] = []) => em().getConnection().execute<T[]>(query, params);
  const agent = () => request.agent(app.getHttpServer());
  /** A new member, signed in. */
  const member = async (): Promise<{ user: User; agent: Agent }> => {
    const user = await createMember(em(), 'registered');
    return { user, agent: await signInAs(agent(), user) };
  };
  /** A recipe by the author with these lines (and servings), approved unless told otherwise. */
  const recipe = async (ingredients: string[], { servings = null as number | null, isApproved = true, title = '' } = {}) => {
    const fork = em();
    const made = await createRecipe(fork, {
      title: title || `${RUN} Stew ${++counter}`,
      ingredients,
      author: await fork.findOneOrFail(User, author.id),
      isApproved,
    });
    made.servings = servings;
    await fork.flush();
    return made;
  };
  const list = async (as: Agent): Promise<Item[]> => (await as.get('/api/shopping-list').expect(200)).body.items as Item[];
  const addRecipe = (as: Agent, id: number, body?: object) => {
    const req = as.post(`/api/shopping-list/recipes/${id}`);
    return body ? req.send(body) : req;
  };
  const addLine = (as: Agent, text: unknown) => as.post('/api/shopping-list/items').send({ text });
  /** The list as [name, quantity, unit] triples, in the answer's order. */
  const shape = (items: Item[]) => items.map((item) => [item.name, item.quantity, item.unit]);
  const byName = (items: Item[], name: string) => items.find((item) => item.name === name);

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    author = await createMember(em(), 'home_cook');
    app = await createTestApp(config);
    admin = await signInAs(agent(), await createMember(em(), 'admin'));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('answers 401 to a visitor on every call, before the body or the path is looked at', async () => {
    const visitor = agent();
    for (const res of [
      await visitor.get('/api/shopping-list'),
      await visitor.post('/api/shopping-list/recipes/1').send({ servings: 'lots', userId: 7 }),
      await visitor.post('/api/shopping-list/recipes/abc'),
      await visitor.post('/api/shopping-list/items').send({ text: 'x'.repeat(50_000) }),
      await visitor.post('/api/shopping-list/items').send({}),
      await visitor.patch('/api/shopping-list/items/1').send({ checked: 'maybe' }),
      await visitor.patch('/api/shopping-list/items/abc').send({ checked: true }),
      await visitor.delete('/api/shopping-list/items/1'),
      await visitor.delete('/api/shopping-list?checked=maybe'),
    ]) {
      expect([res.status, res.body]).toEqual([401, { statusCode: 401, message: 'You are not signed in', error: 'Unauthorized' }]);
    }
  });

  it('refuses a write from another site (CSRF) and changes nothing', async () => {
    const { agent: cook } = await member();
    const res = await cook.post('/api/shopping-list/items').set('Origin', 'https://evil.example').send({ text: '2 onions' });
    expect(res.status).toBe(403);
    expect(await list(cook)).toEqual([]);
    const form = await cook.post('/api/shopping-list/items').type('form').send('text=2+onions');
    expect(form.status).toBe(415);
    expect(await list(cook)).toEqual([]);
  });

  it("merges two recipes' lines by name and unit, leaves out headings, and adds a recipe again when added again", async () => {
    const { agent: cook } = await member();
    const first = await recipe(['1 onion', '1 cup oats']);
    const second = await recipe(['For the stew:', '2 onions, chopped', '2 tbsp oats', 'salt to taste', '2-3 cloves garlic']);

    const once = await addRecipe(cook, first.id).expect(200);
    expect(shape(once.body.items)).toEqual([
      ['oats', 1, 'cup'],
      ['onion', 1, null],
    ]);
    const both = (await addRecipe(cook, second.id).expect(200)).body.items as Item[];
    // Unchecked first, then by name; '1 cup' and '2 tbsp' of oats are two items; a range counts its upper end.
    expect(shape(both)).toEqual([
      ['garlic', 3, 'clove'],
      ['oats', 1, 'cup'],
      ['oats', 2, 'tablespoon'],
      ['onions', 3, null],
      ['salt', null, null],
    ]);
    expect(byName(both, 'onions')!.recipes).toEqual([
      { id: first.id, title: first.title },
      { id: second.id, title: second.title },
    ]);
    expect(byName(both, 'garlic')!.recipes).toEqual([{ id: second.id, title: second.title }]);
    expect(both.every((item) => item.checked === false && Number.isInteger(item.id))).toBe(true);
    expect(await list(cook)).toEqual(both);

    // Cooking the first recipe twice: its amounts again.
    const again = await addRecipe(cook, first.id).expect(200);
    expect(shape(again.body.items)).toEqual([
      ['garlic', 3, 'clove'],
      ['oats', 2, 'cup'],
      ['oats', 2, 'tablespoon'],
      ['onions', 4, null],
      ['salt', null, null],
    ]);
    expect(byName(again.body.items, 'onions')!.recipes.map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it("merges 'some' with an amount, keeping the amount, and reads lines the member writes as recipe lines are read", async () => {
    const { agent: cook } = await member();
    await addLine(cook, 'lemons').expect(200);
    expect(shape(await list(cook))).toEqual([['lemons', null, null]]);
    await addLine(cook, '2 lemons').expect(200);
    expect(shape(await list(cook))).toEqual([['lemons', 2, null]]);
    await addLine(cook, 'Lemon').expect(200);
    expect(shape(await list(cook))).toEqual([['lemons', 2, null]]);
    const typed = await addLine(cook, '  1 ½ cups Rolled Oats  ').expect(200);
    expect(shape(typed.body.items)).toEqual([
      ['lemons', 2, null],
      ['Rolled Oats', 1.5, 'cup'],
    ]);
    expect(byName(typed.body.items, 'lemons')!.recipes).toEqual([]);
    // A recipe's line merges with a typed one.
    const oats = await recipe(['1/2 cup rolled oats']);
    const merged = await addRecipe(cook, oats.id).expect(200);
    expect(byName(merged.body.items, 'Rolled Oats')).toMatchObject({
      quantity: 2,
      unit: 'cup',
      recipes: [{ id: oats.id, title: oats.title }],
    });
    // A line like a heading is still something to buy.
    expect(shape((await addLine(cook, 'Party snacks:').expect(200)).body.items)).toContainEqual(['Party snacks', null, null]);
  });

  it('scales by the servings asked for; a recipe without servings reads them as a multiple', async () => {
    const { agent: cook } = await member();
    const forFour = await recipe(['2 cups flour', '1 onion', '1/3 cup sugar', 'pepper'], { servings: 4 });
    const noServings = await recipe(['1 cup rice', '3 dates']);

    const halved = await addRecipe(cook, forFour.id, { servings: 2 }).expect(200);
    expect(shape(halved.body.items)).toEqual([
      ['flour', 1, 'cup'],
      ['onion', 0.5, null],
      ['pepper', null, null],
      ['sugar', 0.166667, 'cup'],
    ]);
    await cook.delete('/api/shopping-list').expect(204);

    // Three times one third of a cup is a cup, not 0.999999.
    await addRecipe(cook, forFour.id, { servings: 12 }).expect(200);
    expect(shape(await list(cook))).toEqual([
      ['flour', 6, 'cup'],
      ['onion', 3, null],
      ['pepper', null, null],
      ['sugar', 1, 'cup'],
    ]);
    await cook.delete('/api/shopping-list').expect(204);

    await addRecipe(cook, noServings.id, { servings: 3 }).expect(200);
    await addRecipe(cook, noServings.id, { servings: 0.5 }).expect(200);
    expect(shape(await list(cook))).toEqual([
      ['dates', 10.5, null],
      ['rice', 3.5, 'cup'],
    ]);
    // Without a body, or with servings null: the amounts as written.
    await addRecipe(cook, noServings.id).expect(200);
    await addRecipe(cook, noServings.id, { servings: null }).expect(200);
    expect(shape(await list(cook))).toEqual([
      ['dates', 16.5, null],
      ['rice', 5.5, 'cup'],
    ]);
  });

  it('answers 400 for bad ids, servings and fields, 404 for a recipe the member cannot see, and changes nothing', async () => {
    const { agent: cook } = await member();
    const shown = await recipe(['1 onion'], { servings: 2 });
    const pending = await recipe(['1 leek'], { isApproved: false });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await cook.post(`/api/shopping-list/recipes/${id}`).send({}).expect(400);
      expect(res.body.message).toBe('id must be a positive whole number');
    }
    for (const servings of [0, -1, 501, 'two', '4', 1.234, true, [4], { n: 4 }]) {
      const res = await addRecipe(cook, shown.id, { servings }).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/Servings must be/);
    }
    const huge = await cook
      .post(`/api/shopping-list/recipes/${shown.id}`)
      .set('Content-Type', 'application/json')
      .send('{"servings":1e999}')
      .expect(400);
    expect(JSON.stringify(huge.body.message)).toMatch(/Servings must be/);
    await addRecipe(cook, shown.id, { servings: 500 }).expect(200);
    await cook.delete('/api/shopping-list').expect(204);
    await addRecipe(cook, shown.id, { servings: 2, userId: 1 }).expect(400);
    await cook.post(`/api/shopping-list/recipes/${shown.id}`).set('Content-Type', 'application/json').send('{"servings": 2').expect(400);

    const missing = await addRecipe(cook, 999_999_999).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Recipe not found', error: 'Not Found' });
    await addRecipe(cook, pending.id).expect(404);
    expect(await list(cook)).toEqual([]);
    // The author sees their pending recipe, and may shop for it.
    const authorAgent = await signInAs(agent(), author);
    expect(shape((await addRecipe(authorAgent, pending.id).expect(200)).body.items)).toContainEqual(['leek', 1, null]);

    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 42 }, { text: ['2 onions'] }, { text: null }]) {
      const res = await cook.post('/api/shopping-list/items').send(body).expect(400);
      expect(res.body.message).toEqual(["Write what to buy, for example '2 onions'"]);
    }
    // A line that names nothing to buy.
    expect((await addLine(cook, '2 cups').expect(400)).body.message).toBe("Write what to buy, for example '2 onions'");
    await cook.post('/api/shopping-list/items').send({ text: 'kale', checked: true }).expect(400);
    for (const checked of ['true', 1, null, undefined]) await cook.patch('/api/shopping-list/items/1').send({ checked }).expect(400);
    await cook.patch('/api/shopping-list/items/abc').send({ checked: true }).expect(400);
    await cook.delete('/api/shopping-list/items/0').expect(400);
    await cook.delete('/api/shopping-list?checked=maybe').expect(400);
    expect(await list(cook)).toEqual([]);
  });

  it('checks items off and on, clears the checked ones or all, and starts a checked item afresh when it is wanted again', async () => {
    const { agent: cook } = await member();
    for (const text of ['2 onions', '1 cup rice', 'basil', '3 limes']) await addLine(cook, text).expect(200);
    const items = await list(cook);
    const [onions, rice] = [byName(items, 'onions')!, byName(items, 'rice')!];

    const checked = await cook.patch(`/api/shopping-list/items/${onions.id}`).send({ checked: true }).expect(200);
    expect(checked.body).toEqual({ ...onions, checked: true });
    await cook.patch(`/api/shopping-list/items/${rice.id}`).send({ checked: true }).expect(200);
    // Checked items last, each part by name.
    expect((await list(cook)).map((item) => [item.name, item.checked])).toEqual([
      ['basil', false],
      ['limes', false],
      ['onions', true],
      ['rice', true],
    ]);
    await cook.patch(`/api/shopping-list/items/${rice.id}`).send({ checked: false }).expect(200);
    await cook.patch(`/api/shopping-list/items/${rice.id}`).send({ checked: true }).expect(200);

    // The onions were bought: wanted again, they are what is wanted now.
    const onionRecipe = await recipe(['1 onion']);
    const afresh = byName((await addRecipe(cook, onionRecipe.id).expect(200)).body.items, 'onion')!;
    expect(afresh).toEqual({
      id: onions.id,
      name: 'onion',
      quantity: 1,
      unit: null,
      checked: false,
      recipes: [{ id: onionRecipe.id, title: onionRecipe.title }],
    });

    await cook.delete('/api/shopping-list?checked=true').expect(204);
    expect(shape(await list(cook))).toEqual([
      ['basil', null, null],
      ['limes', 3, null],
      ['onion', 1, null],
    ]);
    await cook.delete(`/api/shopping-list/items/${afresh.id}`).expect(204);
    await cook.delete(`/api/shopping-list/items/${afresh.id}`).expect(404);
    const limes = byName(await list(cook), 'limes')!;
    await cook.patch(`/api/shopping-list/items/${limes.id}`).send({ checked: true }).expect(200);
    await cook.delete('/api/shopping-list?checked=false').expect(204);
    expect(shape(await list(cook))).toEqual([['limes', 3, null]]);
    await cook.delete('/api/shopping-list').expect(204);
    expect(await list(cook)).toEqual([]);
    await cook.delete('/api/shopping-list').expect(204);
  });

  it("answers 404 for someone else's item, and never shows or changes it", async () => {
    const [owner, intruder] = [await member(), await member()];
    await addLine(owner.agent, '4 carrots').expect(200);
    const [carrots] = await list(owner.agent);
    for (const res of [
      await intruder.agent.patch(`/api/shopping-list/items/${carrots.id}`).send({ checked: true }),
      await intruder.agent.delete(`/api/shopping-list/items/${carrots.id}`),
      await intruder.agent.patch('/api/shopping-list/items/999999999').send({ checked: true }),
    ]) {
      expect([res.status, res.body]).toEqual([404, { statusCode: 404, message: 'Shopping list item not found', error: 'Not Found' }]);
    }
    await intruder.agent.delete('/api/shopping-list').expect(204);
    // A query naming someone else is not read: the caller's own list.
    expect((await intruder.agent.get(`/api/shopping-list?userId=${owner.user.id}`).expect(200)).body).toEqual({ items: [] });
    expect(await list(owner.agent)).toEqual([carrots]);
    await admin.patch(`/api/shopping-list/items/${carrots.id}`).send({ checked: true }).expect(404);
    expect(await list(owner.agent)).toEqual([carrots]);
  });

  it('holds at most 300 items: an addition past them changes nothing; merging into an item still works', async () => {
    const { user, agent: cook } = await member();
    const now = new Date();
    const rows = Array.from({ length: 298 }, (_, i) => [user.id, `thing ${i}`, `thing ${i}`, '', 1, 0, '[]', now, now]);
    await sql(
      `insert into shopping_list_items (user_id, name, item_key, unit, quantity, checked, recipes, created_at, updated_at) values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
    const three = await recipe(['1 fennel', '1 kohlrabi', '1 celeriac']);
    const refused = await addRecipe(cook, three.id).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: LIST_FULL, error: 'Bad Request' });
    expect(await list(cook)).toHaveLength(298);

    await addLine(cook, '1 fennel').expect(200);
    await addLine(cook, '1 kohlrabi').expect(200);
    expect((await addLine(cook, '1 celeriac').expect(400)).body.message).toBe(LIST_FULL);
    // What is on the list already takes no more room.
    const merged = await addRecipe(cook, (await recipe(['2 fennel', '2 Kohlrabi'])).id).expect(200);
    expect(merged.body.items).toHaveLength(300);
    expect(byName(merged.body.items, 'fennel')!.quantity).toBe(3);
    expect(byName(merged.body.items, 'kohlrabi')!.quantity).toBe(3);

    await cook.delete(`/api/shopping-list/items/${byName(merged.body.items, 'thing 0')!.id}`).expect(204);
    await addLine(cook, '1 celeriac').expect(200);
    expect(await list(cook)).toHaveLength(300);
  });

  it('keeps hostile text as text: markup, quotes, replacement patterns, control characters and very long lines', async () => {
    const { agent: cook } = await member();
    const hostile = [
      '<script>alert(1)</script>',
      `"double" and 'single' quotes`,
      '$& apples',
      '$` pears',
      "$' figs",
      '$$ plums',
      '</textarea><img src=x onerror=alert(1)>',
    ];
    for (const text of hostile) await addLine(cook, text).expect(200);
    await addLine(cook, 'oat\u0000\u0007 milk\u001b[31m').expect(200);
    const long = `2 ${'a'.repeat(998)}`;
    expect(long).toHaveLength(1000);
    await addLine(cook, long).expect(200);
    const tooLong = await addLine(cook, `${long}b`).expect(400);
    expect(tooLong.body.message).toEqual(['An item must be at most 1000 characters']);
    await addLine(cook, 'x'.repeat(100_000)).expect(400);
    // Half a surrogate pair, twice: stored as U+FFFD, and the second merges with the first.
    for (let i = 0; i < 2; i++) await addLine(cook, '3 \uD800\uFFFF').expect(200);

    const res = await cook.get('/api/shopping-list').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const names = (res.body.items as Item[]).map((item) => item.name);
    // Each as the recipes' reader reads it (a note in parentheses is its own), never escaped or rewritten.
    for (const text of hostile) expect(names).toContain(readIngredientLine(text).name);
    expect(names.some((name) => name.startsWith('<script>alert'))).toBe(true);
    expect(names).toContain('$& apples');
    expect(names).toContain('$` pears');
    expect(names).toContain(readIngredientLine('oat milk \u001b[31m'.replace('\u001b', ' ')).name);
    expect(names).toContain('a'.repeat(998));
    expect(byName(res.body.items, 'a'.repeat(998))!.quantity).toBe(2);
    expect(names.join('')).not.toMatch(/\p{Cc}/u);
    expect((res.body.items as Item[]).filter((item) => item.name.includes('\uFFFD')).map((item) => item.quantity)).toEqual([6]);

    // A recipe's title and lines are kept as written too.
    const marked = await recipe(['1 <b>onion</b>', '$& 2 leeks'], { title: `${RUN} <img src=x onerror=alert(1)> $& Stew` });
    const items = (await addRecipe(cook, marked.id).expect(200)).body.items as Item[];
    expect(byName(items, '<b>onion</b>')!.recipes).toEqual([{ id: marked.id, title: marked.title }]);
    expect(names.length + 2).toBe(items.length);
  });

  it('lets one member add at the same moment from two tabs: every addition counted, no duplicate, no error', async () => {
    const { agent: cook } = await member();
    const soup = await recipe(['1 onion', '2 carrots', 'salt']);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => addRecipe(cook, soup.id)),
      ...Array.from({ length: 4 }, () => addLine(cook, '1 onion')),
    ]);
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(shape(await list(cook))).toEqual([
      ['carrots', 12, null],
      ['onion', 10, null],
      ['salt', null, null],
    ]);
  });

  it("goes with the member's account", async () => {
    const { user, agent: cook } = await member();
    await addLine(cook, '2 onions').expect(200);
    await addRecipe(cook, (await recipe(['1 cup lentils'])).id).expect(200);
    const count = async () =>
      Number((await sql<{ n: number }>('select count(*) as n from shopping_list_items where user_id = ?', [user.id]))[0].n);
    expect(await count()).toBe(2);
    await admin.delete(`/api/admin/users/${user.id}`).expect(204);
    expect(await count()).toBe(0);
    await cook.get('/api/shopping-list').expect(401);
  });
});
