import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { FREE_FROM_KEYS } from '@plantry/shared';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { FREE_FROM_LIST } from '../src/modules/recipes/dto/free-from.dto.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `ff${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;
const recipeBody = (ingredients: string[], overrides: Record<string, unknown> = {}) => ({
  title: `${RUN} Bowl ${++counter}`,
  description: `A ${RUN} bowl to check what recipes are free from.`,
  ingredients,
  instructions: ['Cook.', 'Serve.'],
  ...overrides,
});
const PLAIN = ['1 cup brown rice', '2 cups water', '1 pinch salt'];
const CASHEW = ['1 cup brown rice', '1/2 cup roasted cashews', '2 cups water'];

interface Card {
  id: number;
}

describe('free-from facets: derived from the lines, corrected by authors, filtered on', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let cook: User;
  const visitor = () => request(app.getHttpServer());
  const as = async (user: User): Promise<Agent> => signInAs(request.agent(app.getHttpServer()), user);
  const created = async (ingredients: string[], overrides: Record<string, unknown> = {}) =>
    (await (await as(cook)).post('/api/recipes').send(recipeBody(ingredients, overrides)).expect(201)).body as {
      id: number;
      title: string;
      freeFrom: string[];
    };
  const listed = async (query: string, agent: Agent = visitor()) =>
    ((await agent.get(`/api/recipes?${query}&limit=100`).expect(200)).body.items as Card[]).map((card) => card.id);

  let plain: { id: number; title: string; freeFrom: string[] };
  let cashew: { id: number; title: string; freeFrom: string[] };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    cook = await createMember(orm.em.fork(), 'home_cook');
    app = await createTestApp(config);
    plain = await created(PLAIN);
    cashew = await created(CASHEW);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('answers what a recipe is free from, derived from its lines', async () => {
    expect(plain.freeFrom).toEqual(FREE_FROM_KEYS);
    expect(cashew.freeFrom).not.toContain('tree-nuts');
    expect(cashew.freeFrom).toContain('gluten');
    expect((await visitor().get(`/api/recipes/${cashew.id}`).expect(200)).body.freeFrom).toEqual(cashew.freeFrom);
  });

  it.each([
    ['newest first', `search=${RUN}&sortBy=newest`],
    ['by relevance', `search=${RUN}`],
    ['without a search', 'sortBy=newest'],
    ['by rating, searched', `search=${RUN}&sortBy=rating`],
  ])('filters lists %s on every key asked, and counts only what is left', async (_name, query) => {
    const nutFree = await listed(`${query}&freeFrom=tree-nuts`);
    expect(nutFree).toContain(plain.id);
    expect(nutFree).not.toContain(cashew.id);
    const both = await listed(`${query}&freeFrom=gluten,tree-nuts`);
    expect(both).toContain(plain.id);
    expect(both).not.toContain(cashew.id);
    expect(await listed(`${query}&freeFrom=gluten`)).toEqual(expect.arrayContaining([plain.id, cashew.id]));
    const search = (await visitor().get(`/api/recipes?search=${RUN}&freeFrom=tree-nuts`).expect(200)).body as {
      items: Card[];
      total: number;
    };
    expect(search.total).toBe(search.items.length);
  });

  it.each([
    ['a search (off the search index where there is one)', () => `search=${RUN}`],
    ['a search free from gluten already', () => `search=${RUN}&freeFrom=gluten`],
    ["an author's recipes (off the recipes)", () => `authorId=${cook.id}`],
  ])('counts for %s how many recipes each key would leave, as the lists hold', async (_name, query) => {
    const { counts } = (await visitor().get(`/api/recipes/free-from-counts?${query()}`).expect(200)).body as {
      counts: { key: string; recipes: number }[];
    };
    expect(counts.map((count) => count.key)).toEqual(FREE_FROM_KEYS);
    const asked = new URLSearchParams(query()).get('freeFrom');
    for (const { key, recipes } of counts) {
      const keys = [...new Set([...(asked ? [asked] : []), key])].join(',');
      expect(
        (
          await visitor()
            .get(`/api/recipes?${query().replace(/&?freeFrom=[^&]*/, '')}&freeFrom=${keys}`)
            .expect(200)
        ).body.total,
      ).toBe(recipes);
    }
    expect(counts.find((count) => count.key === 'tree-nuts')!.recipes).toBeLessThan(
      counts.find((count) => count.key === 'gluten')!.recipes,
    );
    await visitor().get(`/api/recipes/free-from-counts?${query()}&freeFrom=fish`).expect(400);
  });

  it("takes an author's correction, keeps it through edits, and filters by it", async () => {
    const recipe = await created(CASHEW);
    const author = await as(cook);
    // The author says it is free from every key (their 'cashews' are a seed butter, say).
    const corrected = await author
      .put(`/api/recipes/${recipe.id}`)
      .send(recipeBody(CASHEW, { title: recipe.title, freeFrom: FREE_FROM_KEYS }))
      .expect(200);
    expect(corrected.body.freeFrom).toEqual(FREE_FROM_KEYS);
    // (A member's edit waits for review again: their own lists show it.)
    expect(await listed(`search=${RUN}&freeFrom=tree-nuts`, author)).toContain(recipe.id);
    // An edit that says nothing of it keeps the correction, and derives the rest afresh.
    const edited = await author
      .put(`/api/recipes/${recipe.id}`)
      .send(recipeBody([...CASHEW, '1 tbsp toasted sesame oil'], { title: recipe.title }))
      .expect(200);
    expect(edited.body.freeFrom).toContain('tree-nuts');
    expect(edited.body.freeFrom).not.toContain('sesame');
    expect(edited.body.freeFrom).not.toContain('oil');
    // Comma-separated text, as a multipart form sends it; an empty list takes back every key.
    const none = await author
      .put(`/api/recipes/${recipe.id}`)
      .send(recipeBody(CASHEW, { title: recipe.title, freeFrom: '' }))
      .expect(200);
    expect(none.body.freeFrom).toEqual([]);
    expect(await listed(`search=${RUN}&freeFrom=gluten`, author)).not.toContain(recipe.id);
    expect(await listed(`search=${RUN}`, author)).toContain(recipe.id);
  });

  it.each([['fish'], ['gluten,<script>'], ['$&,$`'], ['gluten\u0000']])('refuses freeFrom=%j with the keys there are', async (value) => {
    const list = await visitor()
      .get(`/api/recipes?freeFrom=${encodeURIComponent(value)}`)
      .expect(400);
    expect(list.body.message).toEqual([FREE_FROM_LIST]);
    const write = await (
      await as(cook)
    )
      .post('/api/recipes')
      .send(recipeBody(PLAIN, { freeFrom: value.split(',') }))
      .expect(400);
    expect(write.body.message).toEqual([FREE_FROM_LIST]);
  });

  it('asks who is writing before reading a correction', async () => {
    await visitor()
      .put(`/api/recipes/${plain.id}`)
      .send(recipeBody(PLAIN, { freeFrom: ['gluten'] }))
      .expect(401);
  });
});
