import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PANTRY } from '@plantry/shared';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `pt${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
const GRAIN = `${RUN}grain`;
const POD = `${RUN}pod`;
let counter = 0;
const recipeBody = (ingredients: string[], overrides: Record<string, unknown> = {}) => ({
  title: `${RUN} Pantry bowl ${++counter}`,
  description: `A ${RUN} bowl to check what one can cook.`,
  ingredients,
  instructions: ['Cook.', 'Serve.'],
  ...overrides,
});

interface Card {
  id: number;
  missing?: string[];
}
interface Page {
  items: Card[];
  total: number;
}

describe('What can I cook?: recipes ranked by the lines one lacks', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let cook: User;
  const visitor = () => request(app.getHttpServer());
  const page = async (query: string, agent: Agent = visitor()) => (await agent.get(`/api/recipes?${query}`).expect(200)).body as Page;
  const created = async (ingredients: string[], overrides: Record<string, unknown> = {}) =>
    (
      await (
        await signInAs(request.agent(app.getHttpServer()), cook)
      )
        .post('/api/recipes')
        .send(recipeBody(ingredients, overrides))
        .expect(201)
    ).body as {
      id: number;
      title: string;
    };

  let all: { id: number; title: string };
  let nuts: { id: number; title: string };
  let pods: { id: number; title: string };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    cook = await createMember(orm.em.fork(), 'home_cook');
    app = await createTestApp(config);
    all = await created([
      'For the bowl:',
      '200 g extra-firm tofu',
      `1 cup ${GRAIN}s`,
      '2 cups baby spinach leaves',
      '1 tbsp olive oil',
      'Salt and pepper, to taste',
    ]);
    pods = await created([`1 cup ${GRAIN}s`, `2 ${POD}s, sliced`, '1 tbsp rice vinegar', '1 cup water']);
    nuts = await created(['1 cup raw cashews', `1 cup ${GRAIN}s`, '1 pinch sea salt']);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  const mine = `search=${RUN}&have=Tofu,${GRAIN}s,fresh%20spinach`;

  it('ranks by fewest lines missing, naming them; staples and headings never count', async () => {
    const { items, total } = await page(mine);
    expect(items.map((card) => card.id)).toEqual([all.id, nuts.id, pods.id]);
    expect(total).toBe(3);
    expect(items.map((card) => card.missing)).toEqual([[], ['raw cashews'], [`${POD}s`, 'rice vinegar']]);
  });

  it('leaves out recipes with more missing than maxMissing, and those with nothing one has', async () => {
    expect((await page(`${mine}&maxMissing=1`)).items.map((card) => card.id)).toEqual([all.id, nuts.id]);
    expect((await page(`${mine}&maxMissing=0`)).items.map((card) => card.id)).toEqual([all.id]);
    expect((await page(`search=${RUN}&have=${RUN}nothing`)).total).toBe(0);
  });

  it('finds a recipe whose lines one food satisfies twice, with nothing missing', async () => {
    const twice = await created([`1 cup pearl ${RUN}barley`, `1 cup hulled ${RUN}barley`, `3 ${RUN}leeks`]);
    const { items } = await page(`search=${RUN}&have=${RUN}barley,${RUN}leek&maxMissing=0`);
    expect(items.map((card) => card.id)).toEqual([twice.id]);
    expect(items[0].missing).toEqual([]);
  });

  it('combines with free-from filters and pages', async () => {
    expect((await page(`${mine}&freeFrom=tree-nuts`)).items.map((card) => card.id)).toEqual([all.id, pods.id]);
    const second = await page(`${mine}&limit=1&offset=1`);
    expect(second.items.map((card) => card.id)).toEqual([nuts.id]);
    expect(second.total).toBe(3);
    const past = await page(`${mine}&limit=10&offset=10`);
    expect(past).toMatchObject({ items: [], total: 3 });
  });

  it('finds the recipe without a search too, and other lists carry no missing lines', async () => {
    const { items } = await page(`have=${GRAIN},tofu,spinach&maxMissing=0&limit=100`);
    expect(items.find((card) => card.id === all.id)?.missing).toEqual([]);
    expect((await page(`search=${RUN}`)).items.every((card) => card.missing === undefined)).toBe(true);
  });

  it("follows an edit of the lines at once (the author's own list: a member's edit waits for review)", async () => {
    const author = await signInAs(request.agent(app.getHttpServer()), cook);
    await author
      .put(`/api/recipes/${pods.id}`)
      .send(recipeBody([`1 cup ${GRAIN}s`, '1 tbsp rice vinegar'], { title: pods.title }))
      .expect(200);
    const { items } = await page(mine, author);
    expect(items.find((card) => card.id === pods.id)?.missing).toEqual(['rice vinegar']);
  });

  it("stores a recipe's counted lines' foods, never its staples or headings", async () => {
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<{ term: string }[]>('select distinct term from recipe_foods where recipe_id = ? order by term', [all.id]);
    expect(rows.map((row) => row.term)).toEqual(['baby spinach', 'extra-firm tofu', `${GRAIN}`, 'spinach', 'tofu'].sort());
  });

  it('suggests the foods recipes have, most used first, without staples or generic last words', async () => {
    const { foods } = (await visitor().get('/api/recipes/pantry-foods').expect(200)).body as { foods: { food: string; recipes: number }[] };
    const names = foods.map((food) => food.food);
    expect(names).toContain('tofu');
    for (const word of ['salt', 'pepper', 'water', 'powder', 'sauce', 'paste', 'juice']) expect(names).not.toContain(word);
    expect(names.filter((name) => /^(and|of|with|&) /.test(name) || name.length < 2)).toEqual([]);
    expect(foods.every((food, i) => i === 0 || foods[i - 1].recipes >= food.recipes)).toBe(true);
  });

  it.each([
    ['no food at all', 'have=,%20,...', 'have must name at least one food'],
    [
      'too many foods',
      `have=${Array.from({ length: PANTRY.haveMax + 1 }, (_, i) => `food${i}x`).join(',')}`,
      `have may name at most ${PANTRY.haveMax} foods`,
    ],
    [
      'a food too long',
      `have=${'a'.repeat(PANTRY.foodMaxLength + 1)}`,
      `each food in have must be at most ${PANTRY.foodMaxLength} characters`,
    ],
    ['a maxMissing too high', `have=tofu&maxMissing=${PANTRY.maxMissingMax + 1}`, `maxMissing must be at most ${PANTRY.maxMissingMax}`],
    ['a negative maxMissing', 'have=tofu&maxMissing=-1', 'maxMissing must be at least 0'],
    ['a maxMissing not whole', 'have=tofu&maxMissing=1.5', 'maxMissing must be a whole number'],
  ])('refuses %s with a 400 that says why', async (_name, query, message) => {
    const res = await visitor().get(`/api/recipes?${query}`).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('takes hostile text as a food like any other, and text with no food in it as none', async () => {
    for (const food of ['<script>alert(1)</script>', "' or 1=1 --", '$&', '$`x', `${'long '.repeat(11)}`]) {
      expect(await page(`search=${RUN}&have=${encodeURIComponent(food)}`)).toMatchObject({ items: [], total: 0 });
      expect((await page(`have=${encodeURIComponent(food)}`)).items.every((card) => Array.isArray(card.missing))).toBe(true);
    }
    await visitor()
      .get(`/api/recipes?have=${encodeURIComponent('\u0001\u0007')}`)
      .expect(400);
  });
});
