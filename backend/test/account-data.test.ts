import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { CONFIRM_WITH_PASSWORD, WRONG_PASSWORD } from '../src/modules/account/account.service.js';
import { ADMIN_LEAVING } from '../src/modules/admin/account-removal.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { createMember, createRecipe, MEMBER_PASSWORD, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `ad${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
const HOSTILE = `</script><script>alert("x")</script> & 'quoted' $& $\``;

describe('your data: the download and the deletion of one own account', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let other: User;
  const as = (user: User) => signInAs(request.agent(app.getHttpServer()), user);
  const count = async (sql: string, params: unknown[]) => Number((await orm.em.getConnection().execute<{ n: number }[]>(sql, params))[0].n);

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    other = await createMember(orm.em.fork(), 'home_cook', { firstName: 'Otto', lastName: RUN });
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  /** A member with something of everything: a recipe, a review with a hostile comment, a favourite, a collection, a follow. */
  async function busyMember() {
    const member = await createMember(orm.em.fork(), 'home_cook', { firstName: 'Mae', lastName: RUN });
    const agent = await as(member);
    const own = await createRecipe(orm.em.fork(), { title: `${RUN} Mae's Stew`, author: member });
    const theirs = await createRecipe(orm.em.fork(), { title: `${RUN} Otto's Soup`, author: other });
    await agent.post(`/api/recipes/${theirs.id}/reviews`).field('rating', '2').field('comment', HOSTILE).expect(201);
    await agent.post('/api/favorites').send({ recipeId: theirs.id }).expect(200);
    const collection = (
      await agent
        .post('/api/collections')
        .send({ name: `${RUN} Soups`, isPublic: true })
        .expect(201)
    ).body as { id: number };
    await agent.put(`/api/collections/${collection.id}/recipes/${theirs.id}`).expect(200);
    await agent.post(`/api/cooks/${other.id}/follow`).expect(200);
    return { member, agent, own, theirs, collection };
  }

  it('downloads everything of theirs as one JSON file, never the password hash', async () => {
    const { member, agent, own, theirs, collection } = await busyMember();
    const res = await agent.get('/api/auth/user/data').expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plantry-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('password');
    const data = res.body as Record<string, { [key: string]: unknown }[] | Record<string, unknown>>;
    expect(data.account).toMatchObject({ id: member.id, email: member.email, first_name: 'Mae' });
    expect(data.recipes).toEqual([expect.objectContaining({ id: own.id, title: `${RUN} Mae's Stew`, ingredients: ['1 cup water'] })]);
    expect(data.reviews).toEqual([expect.objectContaining({ recipe_id: theirs.id, rating: 2, comment: HOSTILE, photos: [] })]);
    expect(data.favourites).toEqual([expect.objectContaining({ recipe_id: theirs.id })]);
    expect(data.collections).toEqual([
      expect.objectContaining({ id: collection.id, name: `${RUN} Soups`, recipes: [expect.objectContaining({ recipe_id: theirs.id })] }),
    ]);
    expect(data.following).toEqual([expect.objectContaining({ cook_id: other.id })]);
    await request(app.getHttpServer()).get('/api/auth/user/data').expect(401);
  });

  it('deletes the account once the password confirms it, as thoroughly as an admin would, and signs out', async () => {
    const { member, agent, own, theirs, collection } = await busyMember();
    expect((await agent.delete('/api/auth/user').send({}).expect(400)).body.message).toBe(CONFIRM_WITH_PASSWORD);
    expect((await agent.delete('/api/auth/user').send({ password: 'not it' }).expect(403)).body.message).toBe(WRONG_PASSWORD);
    expect(await count('select count(*) as n from users where id = ?', [member.id])).toBe(1);

    await agent.delete('/api/auth/user').send({ password: MEMBER_PASSWORD }).expect(204);
    await agent.get('/api/auth/user').expect(401);
    expect(await count('select count(*) as n from users where id = ?', [member.id])).toBe(0);
    expect(await count('select count(*) as n from recipes where id = ?', [own.id])).toBe(0);
    expect(await count('select count(*) as n from collections where id = ?', [collection.id])).toBe(0);
    expect(await count('select count(*) as n from follows where follower_id = ?', [member.id])).toBe(0);
    // The other cook's recipe no longer counts the review or the heart.
    const [soup] = await orm.em
      .getConnection()
      .execute<{ review_count: number; favorite_count: number }[]>('select review_count, favorite_count from recipes where id = ?', [
        theirs.id,
      ]);
    expect(soup).toEqual({ review_count: 0, favorite_count: 0 });
    await request(app.getHttpServer()).delete('/api/auth/user').send({ password: MEMBER_PASSWORD }).expect(401);
  });

  it("refuses an admin's own deletion: another admin deletes it", async () => {
    const admin = await createMember(orm.em.fork(), 'admin');
    const res = await (await as(admin)).delete('/api/auth/user').send({ password: MEMBER_PASSWORD }).expect(403);
    expect(res.body.message).toBe(ADMIN_LEAVING);
    expect(await count('select count(*) as n from users where id = ?', [admin.id])).toBe(1);
  });
});
