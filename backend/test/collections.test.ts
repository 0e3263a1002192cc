import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { COLLECTION_LIMITS } from '@plantry/shared';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import {
  COLLECTION_FULL,
  COLLECTION_NOT_FOUND,
  NOT_YOUR_COLLECTION,
  TOO_MANY_COLLECTIONS,
} from '../src/modules/collections/collections.service.js';
import type { Recipe } from '../src/modules/recipes/entities/recipe.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { createMember, createRecipe, createRecipes, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `cl${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
/** Text that breaks careless HTML, JSON in HTML, replacement strings and logs. */
const HOSTILE = `</script><script>alert("x")</script> & 'quoted' $& $\` $1`;

interface Collection {
  id: number;
  name: string;
  description: string | null;
  isPublic: boolean;
  recipeCount: number;
  coverImage: string | null;
  owner: { id: number; name: string };
  mine: boolean;
  containsRecipe?: boolean;
}
interface Page {
  items: { id: number; title: string; isFavorite?: boolean }[];
  total: number;
}

describe('collections', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let owner: User;
  let other: User;
  let admin: User;
  let soup: Recipe;
  let salad: Recipe;
  let pending: Recipe;
  let ownPending: Recipe;
  const visitor = () => request(app.getHttpServer());
  const as = (user: User) => signInAs(request.agent(app.getHttpServer()), user);
  const create = async (user: User, body: object) =>
    (await (await as(user)).post('/api/collections').send(body).expect(201)).body as Collection;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const em = orm.em.fork();
    owner = await createMember(em, 'home_cook', { firstName: 'Olive', lastName: RUN });
    other = await createMember(em, 'registered', { firstName: 'Otto', lastName: 'Other' });
    admin = await createMember(em, 'admin');
    soup = await createRecipe(em, { title: `${RUN} Lentil soup`, author: other });
    salad = await createRecipe(em, { title: `${RUN} Bean salad`, author: other });
    pending = await createRecipe(em, { title: `${RUN} Waiting pie`, author: other, isApproved: false });
    ownPending = await createRecipe(em, { title: `${RUN} My draft`, author: owner, isApproved: false });
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('creates collections private by default, names kept as plain text on one line', async () => {
    const agent = await as(owner);
    const made = (
      await agent
        .post('/api/collections')
        .send({ name: `  ${HOSTILE}\r\nsecond\u0000 line `, description: `Why:\r\n${HOSTILE}` })
        .expect(201)
    ).body as Collection;
    expect(made).toMatchObject({
      name: `${HOSTILE} second line`,
      description: `Why:\n${HOSTILE}`,
      isPublic: false,
      recipeCount: 0,
      mine: true,
      owner: { id: owner.id, name: `Olive ${RUN}` },
    });
    const listed = (await agent.get('/api/collections').expect(200)).body as Collection[];
    expect(listed[0]).toMatchObject({ id: made.id, name: made.name });
    expect(listed[0].containsRecipe).toBeUndefined();
  });

  it('refuses bad input with clear messages', async () => {
    const agent = await as(owner);
    const message = async (body: object) => JSON.stringify((await agent.post('/api/collections').send(body).expect(400)).body.message);
    expect(await message({})).toContain('Name is required');
    expect(await message({ name: ' \n\t ' })).toContain('Name is required');
    expect(await message({ name: 'x'.repeat(COLLECTION_LIMITS.nameMaxLength + 1) })).toContain(
      `Name must be at most ${COLLECTION_LIMITS.nameMaxLength} characters`,
    );
    expect(await message({ name: 'Soups', description: 'x'.repeat(COLLECTION_LIMITS.descriptionMaxLength + 1) })).toContain(
      `Description must be at most ${COLLECTION_LIMITS.descriptionMaxLength} characters`,
    );
    expect(await message({ name: 'Soups', isPublic: 'yes' })).toContain('isPublic must be true or false');
    expect(await message({ name: 'Soups', ownerId: other.id })).toContain('property ownerId should not exist');
    await agent.get('/api/collections?recipeId=abc').expect(400);
    await visitor().get('/api/collections/abc').expect(400);
    await visitor().post('/api/collections').send({ name: 'Soups' }).expect(401);
    await visitor().get('/api/collections').expect(401);
  });

  it('shows a public collection to everyone and a private one to its owner only (404 to anyone else, admins included)', async () => {
    const open = await create(owner, { name: `${RUN} Weeknight`, isPublic: true });
    const closed = await create(owner, { name: `${RUN} Secret`, isPublic: false });
    for (const agent of [visitor(), await as(other), await as(admin)]) {
      expect((await agent.get(`/api/collections/${open.id}`).expect(200)).body).toMatchObject({ name: `${RUN} Weeknight`, mine: false });
      expect((await agent.get(`/api/collections/${closed.id}`).expect(404)).body.message).toBe(COLLECTION_NOT_FOUND);
      await agent.get(`/api/collections/${closed.id}/recipes`).expect(404);
    }
    expect((await (await as(owner)).get(`/api/collections/${closed.id}`).expect(200)).body).toMatchObject({ mine: true, isPublic: false });
    await visitor().get('/api/collections/999999999').expect(404);
  });

  it('lets only the owner change, fill and delete a collection: 403 on a public one of someone else, 404 on a private one', async () => {
    const open = await create(owner, { name: `${RUN} Open`, isPublic: true });
    const closed = await create(owner, { name: `${RUN} Closed` });
    const stranger = await as(other);
    for (const [id, status] of [
      [open.id, 403],
      [closed.id, 404],
    ] as const) {
      const res = await stranger.patch(`/api/collections/${id}`).send({ name: 'Mine now' }).expect(status);
      expect(res.body.message).toBe(status === 403 ? NOT_YOUR_COLLECTION : COLLECTION_NOT_FOUND);
      await stranger.put(`/api/collections/${id}/recipes/${soup.id}`).expect(status);
      await stranger.delete(`/api/collections/${id}/recipes/${soup.id}`).expect(status);
      await stranger.delete(`/api/collections/${id}`).expect(status);
      await (await as(admin)).delete(`/api/collections/${id}`).expect(status);
      await visitor().patch(`/api/collections/${id}`).send({ name: 'Mine now' }).expect(401);
    }
    // Checked before the body: a stranger's invalid body is still a 403, not a 400.
    await stranger.patch(`/api/collections/${open.id}`).send({ name: '' }).expect(403);

    const agent = await as(owner);
    const changed = (
      await agent
        .patch(`/api/collections/${closed.id}`)
        .send({ name: `${RUN} Renamed`, isPublic: true, description: '' })
        .expect(200)
    ).body as Collection;
    expect(changed).toMatchObject({ name: `${RUN} Renamed`, isPublic: true, description: null });
    expect((await agent.patch(`/api/collections/${closed.id}`).send({ name: '  ' }).expect(400)).body.message).toEqual(
      expect.arrayContaining(['Name is required']),
    );
    // Left-out fields keep their value.
    expect((await agent.patch(`/api/collections/${closed.id}`).send({ description: 'Quick ones' }).expect(200)).body).toMatchObject({
      name: `${RUN} Renamed`,
      isPublic: true,
    });
    await agent.delete(`/api/collections/${closed.id}`).expect(204);
    await agent.get(`/api/collections/${closed.id}`).expect(404);
    await agent.delete(`/api/collections/${closed.id}`).expect(404);
  });

  it('adds and removes recipes idempotently, and lists those the caller may see, newest added first', async () => {
    const agent = await as(owner);
    const open = await create(owner, { name: `${RUN} Lunches`, isPublic: true });
    expect((await agent.put(`/api/collections/${open.id}/recipes/${soup.id}`).expect(200)).body).toEqual({
      containsRecipe: true,
      recipeCount: 1,
    });
    expect((await agent.put(`/api/collections/${open.id}/recipes/${soup.id}`).expect(200)).body).toEqual({
      containsRecipe: true,
      recipeCount: 1,
    });
    await agent.put(`/api/collections/${open.id}/recipes/${salad.id}`).expect(200);
    await agent.put(`/api/collections/${open.id}/recipes/${ownPending.id}`).expect(200);
    // Someone else's recipe waiting for review is not there for the owner: 404, as anywhere else.
    await agent.put(`/api/collections/${open.id}/recipes/${pending.id}`).expect(404);
    await agent.put(`/api/collections/${open.id}/recipes/999999999`).expect(404);
    await agent.put(`/api/collections/${open.id}/recipes/0`).expect(400);

    const ownerPage = (await agent.get(`/api/collections/${open.id}/recipes`).expect(200)).body as Page;
    expect(ownerPage.items.map((item) => item.title)).toEqual([`${RUN} My draft`, `${RUN} Bean salad`, `${RUN} Lentil soup`]);
    // Visitors do not see the owner's draft; nor do its hearts show.
    const visitorPage = (await visitor().get(`/api/collections/${open.id}/recipes`).expect(200)).body as Page;
    expect(visitorPage).toMatchObject({ total: 2 });
    expect(visitorPage.items.map((item) => item.title)).toEqual([`${RUN} Bean salad`, `${RUN} Lentil soup`]);
    expect(visitorPage.items[0].isFavorite).toBeUndefined();

    const mine = (await agent.get(`/api/collections?recipeId=${soup.id}`).expect(200)).body as Collection[];
    expect(mine.find((c) => c.id === open.id)).toMatchObject({ containsRecipe: true, recipeCount: 3 });
    expect(mine.filter((c) => c.id !== open.id).every((c) => c.containsRecipe === false)).toBe(true);

    expect((await agent.delete(`/api/collections/${open.id}/recipes/${soup.id}`).expect(200)).body).toEqual({
      containsRecipe: false,
      recipeCount: 2,
    });
    expect((await agent.delete(`/api/collections/${open.id}/recipes/${soup.id}`).expect(200)).body).toEqual({
      containsRecipe: false,
      recipeCount: 2,
    });
    // A recipe deleted goes from its collections.
    await (await as(admin)).delete(`/api/recipes/${salad.id}`).expect(204);
    expect((await visitor().get(`/api/collections/${open.id}`).expect(200)).body).toMatchObject({ recipeCount: 1 });
  });

  it('holds at most COLLECTION_LIMITS.perMember collections a member and recipesMax recipes a collection', async () => {
    const hoarder = await createMember(orm.em.fork(), 'registered');
    const agent = await as(hoarder);
    const conn = orm.em.getConnection();
    const rows = Array.from({ length: COLLECTION_LIMITS.perMember }, (_, i) => [hoarder.id, `Pile ${i}`]);
    await conn.execute(
      `insert into collections (owner_id, name, is_public, created_at, updated_at) values ${rows.map(() => '(?, ?, 0, now(3), now(3))').join(', ')}`,
      rows.flat(),
    );
    expect((await agent.post('/api/collections').send({ name: 'One more' }).expect(400)).body.message).toBe(TOO_MANY_COLLECTIONS);

    const [{ id: full }] = await conn.execute<{ id: number }[]>('select id from collections where owner_id = ? limit 1', [hoarder.id]);
    // Their own author: the fixtures keep an author's recipe count from the entity in memory, which
    // a deletion through the API (as in the test above) leaves behind.
    const batchCook = await createMember(orm.em.fork(), 'home_cook');
    const filler = await createRecipe(orm.em.fork(), { title: `${RUN} Filler`, author: batchCook });
    const ids = (await createRecipes(orm.em.fork(), COLLECTION_LIMITS.recipesMax, { title: `${RUN} Batch`, author: batchCook })).map(
      (recipe) => ({ id: recipe.id }),
    );
    await conn.execute(
      `insert into collection_recipes (collection_id, recipe_id, added_at) values ${ids.map(() => '(?, ?, now(3))').join(', ')}`,
      ids.flatMap((r) => [full, r.id]),
    );
    expect((await agent.put(`/api/collections/${full}/recipes/${filler.id}`).expect(400)).body.message).toBe(COLLECTION_FULL);
    // One already in it is still "added": nothing changes.
    await agent.put(`/api/collections/${full}/recipes/${ids[0].id}`).expect(200);
  });

  it('writes a public collection page head with its recipes (CollectionPage JSON-LD, text escaped), and none for a private one', async () => {
    const agent = await as(owner);
    const open = await create(owner, { name: `${HOSTILE} ${RUN}`, isPublic: true, description: `Picked by ${HOSTILE}` });
    await agent.put(`/api/collections/${open.id}/recipes/${soup.id}`).expect(200);
    const html = (await visitor().get(`/collection/${open.id}`).expect(200)).text;
    expect(html).toContain(`<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;`);
    expect(html).not.toContain('<script>alert');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
    const page = ld.find((item) => item['@type'] === 'CollectionPage') as {
      name: string;
      mainEntity: { itemListElement: { name: string; url: string }[] };
    };
    expect(page.name).toBe(`${HOSTILE} ${RUN}`);
    expect(page.mainEntity.itemListElement).toEqual([
      expect.objectContaining({ name: `${RUN} Lentil soup`, url: expect.stringMatching(new RegExp(`/recipe/${soup.id}$`)) }),
    ]);
    // The visitor's page holds the collection's answers, parsed as the app reads them.
    const answers = JSON.parse(html.match(/<script type="application\/json" id="api-answers">([\s\S]*?)<\/script>/)![1]) as {
      url: string;
      body: unknown;
    }[];
    expect(answers.map((a) => a.url)).toEqual([
      '/api/auth/user',
      `/api/collections/${open.id}`,
      `/api/collections/${open.id}/recipes?limit=24&offset=0`,
    ]);
    expect((answers[1].body as Collection).name).toBe(`${HOSTILE} ${RUN}`);

    const closed = await create(owner, { name: `${RUN} Hidden name` });
    const missing = (await visitor().get(`/collection/${closed.id}`).expect(404)).text;
    expect(missing).toContain('Collection Not Found | Plantry');
    expect(missing).not.toContain('Hidden name');
    expect((await visitor().get('/collection/999999999').expect(404)).text).toContain('Collection Not Found | Plantry');

    const xml = (await visitor().get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain(`/collection/${open.id}</loc>`);
    expect(xml).not.toContain(`/collection/${closed.id}</loc>`);
  });
});
