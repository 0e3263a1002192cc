import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { COOK_LIMITS } from '@plantry/shared';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { COOK_NOT_FOUND, FOLLOWING_FULL, OWN_FOLLOW } from '../src/modules/cooks/cooks.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { NO_AVATAR } from '../src/modules/users/users.controller.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { pngImage, TEXT_FILE } from './support/image-fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `ck${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
/** Text that breaks careless HTML, JSON in HTML, replacement strings and logs. */
const HOSTILE = `</script><script>alert("x")</script> & 'quoted' $& $\` $1 \u0007bell`;

interface Profile {
  id: number;
  name: string;
  bio: string | null;
  profileImageUrl: string | null;
  memberSince: string;
  counts: { recipes: number; reviews: number; followers: number; following: number };
  followedByMe?: boolean;
}
interface Page {
  items: { id: number; title: string; author: { id: number } }[];
  total: number;
}

describe('cook profiles and following', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let cook: User;
  let fan: User;
  let admin: User;
  const visitor = () => request(app.getHttpServer());
  const as = (user: User) => signInAs(request.agent(app.getHttpServer()), user);
  const profileOf = async (id: number, agent = visitor()) => (await agent.get(`/api/cooks/${id}`).expect(200)).body as Profile;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const em = orm.em.fork();
    cook = await createMember(em, 'home_cook', { firstName: 'Cora', lastName: `${RUN}` });
    fan = await createMember(em, 'registered', { firstName: 'Fen', lastName: 'Follower' });
    admin = await createMember(em, 'admin');
    const day = 86_400_000;
    await createRecipe(em, { title: `${RUN} Older stew`, author: cook, createdAt: new Date(Date.now() - 2 * day) });
    await createRecipe(em, { title: `${RUN} Newer salad`, author: cook, createdAt: new Date(Date.now() - day) });
    await createRecipe(em, { title: `${RUN} Waiting pie`, author: cook, isApproved: false });
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('shows a cook as everyone sees them: name, counts of approved recipes, never the email', async () => {
    const res = await visitor().get(`/api/cooks/${cook.id}`).expect(200);
    const profile = res.body as Profile;
    expect(profile).toMatchObject({
      id: cook.id,
      name: `Cora ${RUN}`,
      bio: null,
      profileImageUrl: null,
      counts: { recipes: 2, reviews: 0, followers: 0, following: 0 },
    });
    expect(profile.followedByMe).toBeUndefined();
    expect(new Date(profile.memberSince).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(res.text).not.toContain(cook.email);
    expect(res.text).not.toContain('email');
  });

  it('answers 404 for members that are not there and 400 for ids that are not ids', async () => {
    expect((await visitor().get('/api/cooks/999999999').expect(404)).body.message).toBe(COOK_NOT_FOUND);
    await visitor().get('/api/cooks/abc').expect(400);
    await visitor().get('/api/cooks/0').expect(400);
    const fanAgent = await as(fan);
    expect((await fanAgent.post('/api/cooks/999999999/follow').expect(404)).body.message).toBe(COOK_NOT_FOUND);
  });

  it('keeps a bio as plain text: hostile text stored as written, control characters dropped, too long refused', async () => {
    const agent = await as(cook);
    const saved = await agent
      .patch('/api/auth/user')
      .send({ firstName: 'Cora', lastName: RUN, bio: `  ${HOSTILE}\r\nSecond line\u0000  ` })
      .expect(200);
    const expected = `</script><script>alert("x")</script> & 'quoted' $& $\` $1 bell\nSecond line`;
    expect(saved.body.bio).toBe(expected);
    expect((await profileOf(cook.id)).bio).toBe(expected);
    // Sending only the names leaves the bio as it is.
    await agent.patch('/api/auth/user').send({ firstName: 'Cora', lastName: RUN }).expect(200);
    expect((await profileOf(cook.id)).bio).toBe(expected);
    const long = await agent
      .patch('/api/auth/user')
      .send({ firstName: 'Cora', lastName: RUN, bio: 'x'.repeat(COOK_LIMITS.bioMaxLength + 1) })
      .expect(400);
    expect(JSON.stringify(long.body.message)).toContain(`Bio must be at most ${COOK_LIMITS.bioMaxLength} characters`);
    expect((await profileOf(cook.id)).bio).toBe(expected);
  });

  it("writes the profile page's head with the bio escaped, and a ProfilePage JSON-LD about the Person", async () => {
    const html = (await visitor().get(`/cook/${cook.id}`).expect(200)).text;
    expect(html).toContain(`<title>Cora ${RUN} | Plantry</title>`);
    expect(html).not.toContain('<script>alert');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
    const page = ld.find((item) => item['@type'] === 'ProfilePage') as {
      mainEntity: { '@type': string; name: string; description: string };
    };
    expect(page.mainEntity).toMatchObject({ '@type': 'Person', name: `Cora ${RUN}` });
    expect(page.mainEntity.description).toContain('</script><script>alert("x")</script>');
    expect(html).not.toContain(cook.email);
    expect((await visitor().get('/cook/999999999').expect(404)).text).toContain('Cook Not Found | Plantry');
  });

  it('follows and unfollows idempotently, never oneself, and counts followers', async () => {
    const fanAgent = await as(fan);
    const cookAgent = await as(cook);
    expect((await cookAgent.post(`/api/cooks/${cook.id}/follow`).expect(400)).body.message).toBe(OWN_FOLLOW);
    expect((await fanAgent.post(`/api/cooks/${cook.id}/follow`).expect(200)).body).toEqual({ following: true, followers: 1 });
    expect((await fanAgent.post(`/api/cooks/${cook.id}/follow`).expect(200)).body).toEqual({ following: true, followers: 1 });
    expect(await profileOf(cook.id, fanAgent)).toMatchObject({ followedByMe: true, counts: { followers: 1 } });
    expect((await profileOf(fan.id)).counts.following).toBe(1);
    expect((await profileOf(cook.id, cookAgent)).followedByMe).toBe(false);
    expect((await fanAgent.delete(`/api/cooks/${cook.id}/follow`).expect(200)).body).toEqual({ following: false, followers: 0 });
    expect((await fanAgent.delete(`/api/cooks/${cook.id}/follow`).expect(200)).body).toEqual({ following: false, followers: 0 });
    expect(await profileOf(cook.id, fanAgent)).toMatchObject({ followedByMe: false, counts: { followers: 0 } });
    await visitor().post(`/api/cooks/${cook.id}/follow`).expect(401);
  });

  it('refuses to follow past the limit, but following one already followed still answers', async () => {
    const member = await createMember(orm.em.fork(), 'registered');
    const next = await createMember(orm.em.fork(), 'home_cook');
    const conn = orm.em.fork().getConnection();
    // As many cooks as the limit, all followed, straight into the tables (MariaDB's sequence engine numbers them).
    const tag = `${RUN}-limit-`;
    await conn.execute(
      `insert into users (email, first_name, role, email_verified, recipe_count, created_at, updated_at)
       select concat(?, seq, '@example.test'), 'Bulk', 'home_cook', 1, 0, now(3), now(3) from seq_1_to_${COOK_LIMITS.followingMax}`,
      [tag],
    );
    await conn.execute(
      "insert into follows (follower_id, cook_id, created_at) select ?, id, now(3) from users where email like concat(?, '%')",
      [member.id, tag],
    );
    const [followed] = await conn.execute<{ id: number }[]>("select id from users where email like concat(?, '%') order by id limit 1", [
      tag,
    ]);
    const agent = await as(member);
    expect((await agent.post(`/api/cooks/${next.id}/follow`).expect(400)).body.message).toBe(FOLLOWING_FULL);
    expect((await agent.post(`/api/cooks/${followed.id}/follow`).expect(200)).body).toEqual({ following: true, followers: 1 });
    await agent.delete(`/api/cooks/${followed.id}/follow`).expect(200);
    await agent.post(`/api/cooks/${next.id}/follow`).expect(200);
  });

  it("feeds a follower the followed cooks' approved recipes, newest first, and follows approvals and unfollows", async () => {
    const fanAgent = await as(fan);
    await visitor().get('/api/following/recipes').expect(401);
    expect((await fanAgent.get('/api/following/recipes').expect(200)).body).toMatchObject({ items: [], total: 0 });
    await fanAgent.post(`/api/cooks/${cook.id}/follow`).expect(200);
    const feed = async () => (await fanAgent.get('/api/following/recipes').query({ limit: 10 }).expect(200)).body as Page;
    expect((await feed()).items.map((r) => r.title)).toEqual([`${RUN} Newer salad`, `${RUN} Older stew`]);

    // The cook shares a recipe: it shows at once; sent back to review by an admin, it leaves.
    const cookAgent = await as(cook);
    const input = { title: `${RUN} Brand new curry`, description: 'A curry.', ingredients: ['1 cup lentils'], instructions: ['Simmer.'] };
    const created = (await cookAgent.post('/api/recipes').send(input).expect(201)).body as { id: number };
    const after = await feed();
    expect(after.items[0].title).toBe(`${RUN} Brand new curry`);
    expect(after.total).toBe(3);
    expect((await profileOf(cook.id)).counts.recipes).toBe(3);
    await (await as(admin)).patch(`/api/admin/recipes/${created.id}`).send({ isApproved: false }).expect(200);
    expect((await feed()).items.map((r) => r.title)).toEqual([`${RUN} Newer salad`, `${RUN} Older stew`]);
    expect((await profileOf(cook.id)).counts.recipes).toBe(2);

    const paged = (await fanAgent.get('/api/following/recipes').query({ limit: 1, offset: 1 }).expect(200)).body as Page;
    expect(paged.items.map((r) => r.title)).toEqual([`${RUN} Older stew`]);
    await fanAgent.get('/api/following/recipes').query({ limit: 0 }).expect(400);

    await fanAgent.delete(`/api/cooks/${cook.id}/follow`).expect(200);
    expect((await feed()).total).toBe(0);
  });

  it("counts a member's reviews on their profile as they write them", async () => {
    const reviewer = await createMember(orm.em.fork(), 'registered');
    expect((await profileOf(reviewer.id)).counts.reviews).toBe(0);
    const [recipe] = ((await visitor().get('/api/recipes').query({ authorId: cook.id, limit: 1 }).expect(200)).body as Page).items;
    await (await as(reviewer)).post(`/api/recipes/${recipe.id}/reviews`).field('rating', '5').field('comment', 'Lovely.').expect(201);
    expect((await profileOf(reviewer.id)).counts.reviews).toBe(1);
  });

  it('lists cooks with approved recipes in the sitemap, and no one without', async () => {
    const xml = (await visitor().get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain(`/cook/${cook.id}</loc>`);
    expect(xml).not.toContain(`/cook/${fan.id}</loc>`);
  });

  it('takes a picture through the image checks, shows it on the profile, and removes it', async () => {
    const agent = await as(fan);
    expect((await agent.put('/api/auth/user/avatar').expect(400)).body.message).toBe(NO_AVATAR);
    const refused = await agent
      .put('/api/auth/user/avatar')
      .attach('avatar', TEXT_FILE, { filename: 'me.png', contentType: 'image/png' })
      .expect(400);
    expect(JSON.stringify(refused.body.message)).toContain('The picture');
    await visitor()
      .put('/api/auth/user/avatar')
      .attach('avatar', await pngImage(64, 64), 'me.png')
      .expect(401);

    const saved = (
      await agent
        .put('/api/auth/user/avatar')
        .attach('avatar', await pngImage(320, 240), 'me.png')
        .expect(200)
    ).body as { profileImageUrl: string };
    expect(saved.profileImageUrl).toMatch(/\/avatars\//);
    const image = await visitor().get(saved.profileImageUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await profileOf(fan.id)).profileImageUrl).toBe(saved.profileImageUrl);

    const removed = (await agent.delete('/api/auth/user/avatar').expect(200)).body as { profileImageUrl: string | null };
    expect(removed.profileImageUrl).toBeNull();
    expect((await profileOf(fan.id)).profileImageUrl).toBeNull();
  });
});
