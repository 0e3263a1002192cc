import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { UNKNOWN_SWAP } from '../src/modules/swaps/swap-votes.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { createMember, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `sv${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
const MAPLE = 'honey:sweetness:maple';
const AGAVE = 'honey:sweetness:agave';

describe('swaps that worked: members say so, everyone sees how many', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let cook: User;
  let other: User;
  let recipeId: number;
  const visitor = () => request(app.getHttpServer());
  const votesOf = async (agent = visitor()) =>
    (await agent.get(`/api/recipes/${recipeId}/swap-votes`).expect(200)).body.votes as { key: string; members: number; mine?: boolean }[];

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    cook = await createMember(orm.em.fork(), 'home_cook');
    other = await createMember(orm.em.fork(), 'home_cook');
    app = await createTestApp(config);
    const author = await signInAs(request.agent(app.getHttpServer()), cook);
    const body = {
      title: `${RUN} Honey glazed carrots`,
      description: 'Carrots with a glaze.',
      ingredients: ['500 g carrots', '2 tbsp honey'],
      instructions: ['Roast.'],
    };
    recipeId = ((await author.post('/api/recipes').send(body).expect(201)).body as { id: number }).id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('counts each member once a swap, most first, and tells each member their own', async () => {
    const cookAgent = await signInAs(request.agent(app.getHttpServer()), cook);
    const otherAgent = await signInAs(request.agent(app.getHttpServer()), other);
    expect(await votesOf()).toEqual([]);
    await cookAgent.put(`/api/recipes/${recipeId}/swap-votes/${MAPLE}`).expect(200);
    await cookAgent.put(`/api/recipes/${recipeId}/swap-votes/${MAPLE}`).expect(200);
    const answered = (await otherAgent.put(`/api/recipes/${recipeId}/swap-votes/${MAPLE}`).expect(200)).body.votes;
    await otherAgent.put(`/api/recipes/${recipeId}/swap-votes/${AGAVE}`).expect(200);
    expect(answered).toEqual([{ key: MAPLE, members: 2, mine: true }]);
    expect(await votesOf()).toEqual([
      { key: MAPLE, members: 2 },
      { key: AGAVE, members: 1 },
    ]);
    expect(await votesOf(cookAgent)).toEqual([
      { key: MAPLE, members: 2, mine: true },
      { key: AGAVE, members: 1, mine: false },
    ]);
    await cookAgent.delete(`/api/recipes/${recipeId}/swap-votes/${MAPLE}`).expect(200);
    expect((await votesOf())[0]).toEqual({ key: AGAVE, members: 1 });
  });

  it('refuses visitors, unknown swaps and recipes that are not there', async () => {
    await visitor().put(`/api/recipes/${recipeId}/swap-votes/${MAPLE}`).expect(401);
    const agent = await signInAs(request.agent(app.getHttpServer()), other);
    for (const key of ['nothing:at:all', encodeURIComponent('<script>alert(1)</script>'), encodeURIComponent('$&'), 'x'.repeat(200)]) {
      const res = await agent.put(`/api/recipes/${recipeId}/swap-votes/${key}`).expect(400);
      expect(res.body.message).toBe(UNKNOWN_SWAP);
    }
    await agent.put(`/api/recipes/999999999/swap-votes/${MAPLE}`).expect(404);
    await visitor().get('/api/recipes/999999999/swap-votes').expect(404);
    await visitor().get('/api/recipes/abc/swap-votes').expect(400);
  });
});
