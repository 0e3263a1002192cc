import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { seedCuisines } from '../src/seed/seed-cuisines.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import { Recipe } from '../src/modules/recipes/entities/recipe.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, createRecipe, MEMBER_PASSWORD, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `zm${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;

interface Page<T> {
  items: T[];
  total: number;
}

describe('the admin dashboard API', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let admin: User;
  let adminAgent: Agent;
  let cook: User;
  const em = () => orm.em.fork();
  const get = async <T>(path: string, query: Record<string, unknown> = {}) =>
    (await adminAgent.get(path).query(query).expect(200)).body as T;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const fork = em();
    await seedCuisines(fork);
    await fork.flush();
    admin = await createMember(fork, 'admin', { firstName: 'Ada', lastName: 'Admin' });
    cook = await createMember(fork, 'home_cook', { firstName: `${RUN}cook`, lastName: 'Cook' });
    app = await createTestApp(config);
    adminAgent = await signInAs(request.agent(app.getHttpServer()), admin);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  describe('User Management', () => {
    let people: User[];
    beforeAll(async () => {
      const fork = em();
      // Names, emails and roles in different orders, so that each sort has something to prove.
      people = [
        await createMember(fork, 'home_cook', { firstName: `${RUN}Bea`, lastName: 'Zed' }),
        await createMember(fork, 'registered', { firstName: `${RUN}Cal`, lastName: 'Young' }),
        await createMember(fork, 'admin', { firstName: `${RUN}Abe`, lastName: 'Xu' }),
      ];
      people[1].emailVerified = false;
      await fork.flush();
      await createRecipe(fork, { title: `${RUN} Dal`, author: people[0] });
      await createRecipe(fork, { title: `${RUN} Soup`, author: people[0], isApproved: false });
    });
    const names = (page: Page<{ firstName: string }>) => page.items.map((u) => u.firstName.replace(RUN, ''));

    it('lists members newest first with their recipe counts, and never a password', async () => {
      const page = await get<Page<Record<string, unknown>>>('/api/admin/users', { search: RUN });
      expect(names(page as never)).toEqual(['Abe', 'Cal', 'Bea', 'cook']);
      expect(page.total).toBe(4);
      expect(page.items.find((u) => u.id === people[0].id)).toMatchObject({ recipeCount: 2, role: 'home_cook', emailVerified: true });
      for (const user of page.items)
        expect(Object.keys(user).sort()).toEqual([
          'bio',
          'createdAt',
          'email',
          'emailVerified',
          'firstName',
          'id',
          'lastName',
          'profileImageUrl',
          'recipeCount',
          'role',
          'suspendedUntil',
        ]);
    });

    it.each([
      ['name', 'asc', ['Abe', 'Bea', 'Cal', 'cook']],
      ['name', 'desc', ['cook', 'Cal', 'Bea', 'Abe']],
      ['role', 'asc', ['Cal', 'cook', 'Bea', 'Abe']],
      ['recipeCount', 'desc', ['Bea', 'Abe', 'Cal', 'cook']],
      ['emailVerified', 'asc', ['Cal', 'cook', 'Bea', 'Abe']],
    ])('sorts by %s %s', async (sortBy, order, expected) => {
      const page = await get<Page<{ firstName: string }>>('/api/admin/users', { search: RUN, sortBy, order });
      // Ties keep the id order in the same direction.
      expect(names(page)).toEqual(expected);
    });

    it('pages, and finds people by part of their name, their full name or their email', async () => {
      const first = await get<Page<{ id: number }>>('/api/admin/users', { search: RUN, limit: 2, offset: 0, sortBy: 'name', order: 'asc' });
      const second = await get<Page<{ id: number }>>('/api/admin/users', {
        search: RUN,
        limit: 2,
        offset: 2,
        sortBy: 'name',
        order: 'asc',
      });
      expect([...first.items, ...second.items].map((u) => u.id)).toEqual([people[2].id, people[0].id, people[1].id, cook.id]);
      expect(names(await get('/api/admin/users', { search: `${RUN}Cal You` }))).toEqual(['Cal']);
      expect(names(await get('/api/admin/users', { search: people[1].email.toUpperCase() }))).toEqual(['Cal']);
      expect((await get<Page<unknown>>('/api/admin/users', { search: `${RUN}%` })).total).toBe(0);
    });

    it('refuses unknown sorts and directions with a message', async () => {
      const bad = await adminAgent.get('/api/admin/users').query({ sortBy: 'password', order: 'up' }).expect(400);
      expect(bad.body.message).toEqual(
        expect.arrayContaining(['order must be asc or desc', expect.stringMatching(/^sortBy must be one of: name, email/)]),
      );
    });

    it("changes a role ('user' means registered) and it counts at once, without signing in again", async () => {
      const member = await createMember(em(), 'registered');
      const memberAgent = await signInAs(request.agent(app.getHttpServer()), member);
      await memberAgent.get('/api/admin/stats').expect(403);
      const promoted = await adminAgent.patch(`/api/admin/users/${member.id}`).send({ role: 'admin' }).expect(200);
      expect(promoted.body).toMatchObject({ id: member.id, role: 'admin', recipeCount: 0 });
      await memberAgent.get('/api/admin/stats').expect(200);
      const back = await adminAgent.patch(`/api/admin/users/${member.id}`).send({ role: 'user' }).expect(200);
      expect(back.body.role).toBe('registered');
      await memberAgent.get('/api/admin/stats').expect(403);
    });

    it('toggles verification: a member marked not verified cannot sign in until verified again', async () => {
      const member = await createMember(em(), 'registered');
      await adminAgent.patch(`/api/admin/users/${member.id}`).send({ emailVerified: false }).expect(200);
      const refused = await request(app.getHttpServer())
        .post('/api/login')
        .send({ email: member.email, password: MEMBER_PASSWORD })
        .expect(403);
      expect(refused.body.message).toMatch(/verify/i);
      const res = await adminAgent.patch(`/api/admin/users/${member.id}`).send({ emailVerified: true }).expect(200);
      expect(res.body.emailVerified).toBe(true);
      await request(app.getHttpServer()).post('/api/login').send({ email: member.email, password: MEMBER_PASSWORD }).expect(200);
    });

    it('refuses bad changes with a message, and an admin demoting, unverifying or deleting themself', async () => {
      const member = await createMember(em(), 'registered');
      const cases: [Record<string, unknown>, number, unknown][] = [
        [{}, 400, 'Send role or emailVerified to change'],
        [{ role: 'chef' }, 400, ['role must be one of: user, registered, home_cook, admin']],
        [{ emailVerified: 'yes' }, 400, ['emailVerified must be true or false']],
        [{ role: 'admin', email: 'x@example.com' }, 400, ['property email should not exist']],
      ];
      for (const [body, status, message] of cases) {
        const res = await adminAgent.patch(`/api/admin/users/${member.id}`).send(body).expect(status);
        expect(res.body.message).toEqual(message);
      }
      expect((await adminAgent.patch(`/api/admin/users/${admin.id}`).send({ role: 'home_cook' }).expect(403)).body.message).toBe(
        'You cannot remove your own admin role',
      );
      await adminAgent.patch(`/api/admin/users/${admin.id}`).send({ emailVerified: false }).expect(403);
      await adminAgent.patch(`/api/admin/users/${admin.id}`).send({ role: 'admin' }).expect(200);
      expect((await adminAgent.delete(`/api/admin/users/${admin.id}`).expect(403)).body.message).toBe('You cannot delete your own account');
      await adminAgent.patch('/api/admin/users/999999999').send({ role: 'admin' }).expect(404);
      await adminAgent.delete('/api/admin/users/999999999').expect(404);
      expect((await em().findOneOrFail(User, admin.id)).role).toBe('admin');
    });
  });

  describe('Cuisine Management', () => {
    const publicNames = async () =>
      ((await request(app.getHttpServer()).get('/api/cuisines').expect(200)).body as { name: string }[]).map((c) => c.name);

    it('adds an active cuisine that visitors see at once; blank and duplicate names are refused', async () => {
      const name = `${RUN} Nordic`;
      const res = await adminAgent
        .post('/api/admin/cuisines')
        .send({ name: `  ${name} ` })
        .expect(201);
      expect(res.body).toMatchObject({ name, isActive: true, recipeCount: 0 });
      expect(await publicNames()).toContain(name);
      expect((await adminAgent.post('/api/admin/cuisines').send({ name: '   ' }).expect(400)).body.message).toEqual([
        'Cuisine name is required',
      ]);
      expect((await adminAgent.post('/api/admin/cuisines').send({}).expect(400)).body.message).toContain('Cuisine name is required');
      const clash = await adminAgent.post('/api/admin/cuisines').send({ name: name.toUpperCase() }).expect(409);
      expect(clash.body.message).toBe(`A cuisine named '${name.toUpperCase()}' already exists`);
      await adminAgent
        .post('/api/admin/cuisines')
        .send({ name: 'x'.repeat(101) })
        .expect(400);
    });

    it('renames and toggles Active / Inactive; an inactive cuisine leaves the public lists', async () => {
      const { body: created } = await adminAgent
        .post('/api/admin/cuisines')
        .send({ name: `${RUN} Baltic` })
        .expect(201);
      const renamed = await adminAgent
        .patch(`/api/admin/cuisines/${created.id}`)
        .send({ name: `${RUN} Baltic Coast` })
        .expect(200);
      expect(renamed.body).toMatchObject({ id: created.id, name: `${RUN} Baltic Coast`, isActive: true });
      await adminAgent.patch(`/api/admin/cuisines/${created.id}`).send({ isActive: false }).expect(200);
      expect(await publicNames()).not.toContain(`${RUN} Baltic Coast`);
      const admins = await get<Page<{ name: string; isActive: boolean }>>('/api/admin/cuisines', { search: `${RUN} Baltic` });
      expect(admins.items).toEqual([expect.objectContaining({ name: `${RUN} Baltic Coast`, isActive: false })]);
      await adminAgent.patch(`/api/admin/cuisines/${created.id}`).send({ name: 'Thai' }).expect(409);
      await adminAgent.patch(`/api/admin/cuisines/${created.id}`).send({ name: '' }).expect(400);
      await adminAgent.patch('/api/admin/cuisines/999999999').send({ isActive: true }).expect(404);
    });

    it('deleting a cuisine keeps its recipes, without a cuisine', async () => {
      const { body: cuisine } = await adminAgent
        .post('/api/admin/cuisines')
        .send({ name: `${RUN} Alpine` })
        .expect(201);
      const fork = em();
      const recipe = await createRecipe(fork, {
        title: `${RUN} Rösti`,
        author: await fork.findOneOrFail(User, cook.id),
        cuisine: await fork.findOneOrFail(Cuisine, cuisine.id),
      });
      await adminAgent.delete(`/api/admin/cuisines/${cuisine.id}`).expect(204);
      const { body } = await request(app.getHttpServer()).get(`/api/recipes/${recipe.id}`).expect(200);
      expect(body).toMatchObject({ id: recipe.id, cuisine: null, cuisineId: null });
      await adminAgent.delete(`/api/admin/cuisines/${cuisine.id}`).expect(404);
    });

    it('sorts by name, recipe count and creation date', async () => {
      for (const name of ['Kappa', 'Alpha', 'Mu'])
        await adminAgent
          .post('/api/admin/cuisines')
          .send({ name: `${RUN} s${name}` })
          .expect(201);
      const order = async (sortBy: string, dir: string) =>
        (await get<Page<{ name: string }>>('/api/admin/cuisines', { search: `${RUN} s`, sortBy, order: dir })).items.map((c) =>
          c.name.replace(`${RUN} s`, ''),
        );
      expect(await order('name', 'asc')).toEqual(['Alpha', 'Kappa', 'Mu']);
      expect(await order('createdAt', 'desc')).toEqual(['Mu', 'Alpha', 'Kappa']);
      expect(await order('createdAt', 'asc')).toEqual(['Kappa', 'Alpha', 'Mu']);
    });
  });

  describe('Recipe Management', () => {
    let pending: Recipe;
    let flagged: Recipe;
    let plain: Recipe;
    beforeAll(async () => {
      const fork = em();
      const author = await fork.findOneOrFail(User, cook.id);
      const thai = await fork.findOneOrFail(Cuisine, { name: 'Thai' });
      plain = await createRecipe(fork, { title: `${RUN}r Bravo Curry`, author, cuisine: thai });
      pending = await createRecipe(fork, { title: `${RUN}r Alpha Salad`, author, isApproved: false });
      flagged = await createRecipe(fork, { title: `${RUN}r Charlie Toast`, author, ingredients: ['2 slices bread', '1 tbsp honey'] });
    });
    const titles = (page: Page<{ title: string }>) => page.items.map((r) => r.title.replace(`${RUN}r `, ''));

    it("lists every recipe, pending ones included, with the author's email and the vegan check", async () => {
      const page = await get<Page<Record<string, unknown>>>('/api/admin/recipes', { search: `${RUN}r` });
      expect(titles(page as never)).toEqual(['Charlie Toast', 'Alpha Salad', 'Bravo Curry']);
      expect(page.items[0]).toMatchObject({
        authorEmail: cook.email,
        isApproved: true,
        veganFlags: [{ index: 1, line: '1 tbsp honey', term: 'honey' }],
      });
      expect(page.items[1]).toMatchObject({ isApproved: false, veganFlags: [] });
      expect(page.items[2]).toMatchObject({ cuisine: { name: 'Thai' } });
    });

    it('filters pending and flagged recipes, and sorts by the table columns', async () => {
      expect(titles(await get('/api/admin/recipes', { search: `${RUN}r`, status: 'pending' }))).toEqual(['Alpha Salad']);
      expect(titles(await get('/api/admin/recipes', { search: `${RUN}r`, status: 'approved' }))).toEqual(['Charlie Toast', 'Bravo Curry']);
      expect(titles(await get('/api/admin/recipes', { search: `${RUN}r`, flagged: true }))).toEqual(['Charlie Toast']);
      expect(titles(await get('/api/admin/recipes', { search: `${RUN}r`, flagged: false, sortBy: 'title', order: 'asc' }))).toEqual([
        'Alpha Salad',
        'Bravo Curry',
      ]);
      expect(titles(await get('/api/admin/recipes', { search: `${RUN}r`, sortBy: 'title', order: 'desc' }))).toEqual([
        'Charlie Toast',
        'Bravo Curry',
        'Alpha Salad',
      ]);
      expect(titles(await get('/api/admin/recipes', { search: `${RUN}r`, sortBy: 'cuisine', order: 'desc' }))[0]).toBe('Bravo Curry');
      await adminAgent.get('/api/admin/recipes').query({ status: 'waiting' }).expect(400);
      await adminAgent.get('/api/admin/recipes').query({ flagged: 'maybe' }).expect(400);
    });

    it('approving a pending recipe publishes it', async () => {
      await request(app.getHttpServer()).get(`/api/recipes/${pending.id}`).expect(404);
      const res = await adminAgent.patch(`/api/admin/recipes/${pending.id}`).send({ isApproved: true }).expect(200);
      expect(res.body.isApproved).toBe(true);
      await request(app.getHttpServer()).get(`/api/recipes/${pending.id}`).expect(200);
      expect(titles(await get('/api/admin/recipes', { search: `${RUN}r`, status: 'pending' }))).toEqual([]);
    });

    it('the vegan check is counted again whenever a recipe is saved', async () => {
      const cookAgent = await signInAs(request.agent(app.getHttpServer()), cook);
      const { body } = await cookAgent
        .post('/api/recipes')
        .send({
          title: `${RUN}r Delta Bake`,
          description: 'Bake.',
          ingredients: ['1 cup flour', '2 eggs'],
          instructions: ['Mix and bake.'],
        })
        .expect(201);
      expect((await em().findOneOrFail(Recipe, body.id)).veganFlagCount).toBe(1);
      await cookAgent
        .put(`/api/recipes/${body.id}`)
        .send({
          title: `${RUN}r Delta Bake`,
          description: 'Bake.',
          ingredients: ['1 cup flour', '2 flax eggs'],
          instructions: ['Mix and bake.'],
        })
        .expect(200);
      expect((await em().findOneOrFail(Recipe, body.id)).veganFlagCount).toBe(0);
      expect(await em().findOneOrFail(Recipe, flagged.id)).toMatchObject({ veganFlagCount: 1 });
      expect(await em().findOneOrFail(Recipe, plain.id)).toMatchObject({ veganFlagCount: 0 });
    });
  });

  describe('Messages', () => {
    it('lists contact messages newest first; marking one handled takes it off the waiting list and the counter', async () => {
      const subject = `${RUN} question ${++counter}`;
      await request(app.getHttpServer())
        .post('/api/contact')
        .send({ name: 'Vi Sitor', email: 'vi@example.com', subject, message: 'Where do I find the dessert recipes?' })
        .expect(201);
      const before = await get<{ unreadMessages: number }>('/api/admin/stats');
      const waiting = await get<Page<{ id: number; subject: string; handledAt: string | null }> & { unhandled: number }>(
        '/api/admin/contact-messages',
        { handled: false },
      );
      const mine = waiting.items.find((m) => m.subject === subject)!;
      expect(mine).toMatchObject({ handledAt: null });
      expect(waiting.unhandled).toBe(before.unreadMessages);
      const marked = await adminAgent.patch(`/api/admin/contact-messages/${mine.id}`).send({ handled: true }).expect(200);
      expect(marked.body.handledAt).toEqual(expect.any(String));
      expect((await get<{ unreadMessages: number }>('/api/admin/stats')).unreadMessages).toBe(before.unreadMessages - 1);
      const handled = await get<Page<{ id: number }>>('/api/admin/contact-messages', { handled: true, limit: 100 });
      expect(handled.items.map((m) => m.id)).toContain(mine.id);
      await adminAgent.patch(`/api/admin/contact-messages/${mine.id}`).send({ handled: false }).expect(200);
      expect((await get<{ unreadMessages: number }>('/api/admin/stats')).unreadMessages).toBe(before.unreadMessages);
      await adminAgent.patch('/api/admin/contact-messages/999999999').send({ handled: true }).expect(404);
      await adminAgent.patch(`/api/admin/contact-messages/${mine.id}`).send({}).expect(400);
    });
  });

  it('counts what the dashboard shows from the database', async () => {
    const stats = await get<Record<string, number>>('/api/admin/stats');
    const conn = em().getConnection();
    const [row] = await conn.execute<Record<string, number | string>[]>(
      `select (select count(*) from users) as users, (select count(*) from cuisines) as cuisines, (select count(*) from recipes) as recipes,
        (select count(*) from recipes where is_approved = 0) as pendingRecipes, (select count(*) from recipes where vegan_flag_count > 0) as flaggedRecipes,
        (select count(*) from contact_messages where handled_at is null) as unreadMessages`,
    );
    expect(stats).toEqual(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])));
  });

  describe('Trends', () => {
    interface Trends {
      weeks: { week: string; signups: number; recipes: number; reviews: number }[];
      queues: { queue: string; waiting: number; delayed: number; active: number; failed: number }[] | null;
      workers: number | null;
    }
    /** Rows of `table` created in the 7 days from `monday`, counted here without the API's SQL. */
    const inWeek = async (table: string, monday: string) => {
      const from = new Date(`${monday}T00:00:00Z`);
      const to = new Date(from.getTime() + 7 * 24 * 3600 * 1000);
      const [row] = await em()
        .getConnection()
        .execute<{ n: number }[]>(`select count(*) as n from ${table} where created_at >= ? and created_at < ?`, [from, to]);
      return Number(row.n);
    };

    it('counts sign-ups, recipes and reviews in each of the last 12 weeks, Mondays in UTC, and reports the queues', async () => {
      const first = await get<Trends>('/api/admin/trends');
      expect(first.weeks).toHaveLength(12);
      const mondays = first.weeks.map((w) => w.week);
      for (const monday of mondays) expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(mondays).toEqual([...mondays].sort());
      expect(new Date(`${mondays[11]}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());
      expect(Date.now() - new Date(`${mondays[11]}T00:00:00Z`).getTime()).toBeLessThan(7 * 24 * 3600 * 1000);

      // A member who joined and shared a recipe on the Sunday evening of a past week.
      const late = await createMember(em(), 'home_cook', { firstName: `${RUN}Late`, lastName: 'Cook' });
      const recipe = await createRecipe(em(), { title: `${RUN} Late Stew`, author: await em().findOneOrFail(User, late.id) });
      const sunday = `${new Date(new Date(`${mondays[8]}T00:00:00Z`).getTime() + 6 * 24 * 3600 * 1000 + 23 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ')}`;
      await em().getConnection().execute('update users set created_at = ? where id = ?', [sunday, late.id]);
      await em().getConnection().execute('update recipes set created_at = ? where id = ?', [sunday, recipe.id]);

      const { weeks, queues, workers } = await get<Trends>('/api/admin/trends');
      expect(weeks[8].signups).toBeGreaterThanOrEqual(1);
      expect(weeks[8].recipes).toBeGreaterThanOrEqual(1);
      for (const week of weeks) {
        expect(week).toEqual({
          week: week.week,
          signups: await inWeek('users', week.week),
          recipes: await inWeek('recipes', week.week),
          reviews: await inWeek('reviews', week.week),
        });
      }
      expect(queues?.map((q) => q.queue).sort()).toEqual(['email', 'images', 'import', 'links', 'recipes']);
      for (const q of queues ?? [])
        for (const n of [q.waiting, q.delayed, q.active, q.failed]) expect(Number.isInteger(n) && n >= 0).toBe(true);
      expect(typeof workers).toBe('number');
    });
  });
});
