import { MikroORM } from '@mikro-orm/mariadb';
import { MODERATION_LIMITS, POSTING_LIMITS } from '@plantry/shared';
import request from 'supertest';
import { postingLimitReached } from '../src/common/auth/posting-allowance.js';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { AUTO_HIDE_REASON, CHOOSE_DAYS, NOT_FOUND, OWN_CONTENT } from '../src/modules/moderation/moderation.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { ADMIN_NOT_SUSPENDED } from '../src/modules/users/users.service.js';
import { startStack, type Stack } from './support/accounts.js';
import { createMember, createRecipe, MEMBER_PASSWORD, signInAs } from './support/fixtures.js';
import { waitForEmails } from './support/mail-catcher.js';

const RUN = `md${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
/** Text that breaks careless HTML, replacement strings and logs. */
const HOSTILE = `<b>"Spam"</b> & $& $\` $1`;

interface Entry {
  id: number;
  action: string;
  targetKind: string;
  targetId: number;
  summary: string;
  reason: string;
  adminId: number | null;
  adminName: string | null;
  targetUserId: number | null;
  suspendedUntil: string | null;
  createdAt: string;
}
interface QueueItem {
  content: {
    kind: string;
    id: number;
    exists: boolean;
    context: string | null;
    text: string | null;
    rating: number | null;
    link: string | null;
    ownerName: string | null;
    hidden: boolean;
  };
  reports: { reason: string; note: string | null; reporterName: string }[];
}

describe('reporting and moderation', () => {
  let stack: Stack;
  let orm: MikroORM;
  let cook: User;
  let admin: User;
  let reviewer: User;
  let reporter: User;
  let recipeId: number;
  const visitor = () => request(stack.app.getHttpServer());
  const as = (user: User) => signInAs(request.agent(stack.app.getHttpServer()), user);
  const sql = <T>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);
  const member = (role: 'registered' | 'home_cook' | 'admin' = 'registered', firstName = 'Mo') =>
    createMember(orm.em.fork(), role, { firstName, lastName: RUN });
  const recipe = async (title: string, author = cook) => (await createRecipe(orm.em.fork(), { title: `${RUN} ${title}`, author })).id;
  const review = async (by: User, onRecipe: number, comment: string, rating = 2) =>
    (await (await as(by)).post(`/api/recipes/${onRecipe}/reviews`).send({ rating, comment }).expect(201)).body.id as number;
  const report = (agent: Awaited<ReturnType<typeof as>>, body: Record<string, unknown>) =>
    agent.post('/api/reports').send({ reason: 'offensive', ...body });
  const act = async (body: Record<string, unknown>, status = 201) =>
    (
      await (
        await as(admin)
      )
        .post('/api/admin/moderation')
        .send({ reason: 'Breaks the guidelines', ...body })
        .expect(status)
    ).body as Entry & { message?: unknown };
  const queue = async () =>
    ((await (await as(admin)).get('/api/admin/reports').query({ limit: 100 }).expect(200)).body as { items: QueueItem[] }).items;
  const log = async () => ((await (await as(admin)).get('/api/admin/moderation-log').expect(200)).body as { items: Entry[] }).items;
  const reviewsOf = async (id: number) =>
    (await visitor().get(`/api/recipes/${id}/reviews`).expect(200)).body as {
      items: { id: number; replies: { id: number }[] }[];
      total: number;
    };
  /** A member trusted by the rule of docs/decisions/community.md: verified, old enough, with an approved recipe. */
  const trusted = async () => {
    const user = await member('home_cook', 'Trusty');
    await sql('update users set created_at = now(3) - interval ? day where id = ?', [MODERATION_LIMITS.trustedAccountDays + 1, user.id]);
    await recipe(`Trusted dish ${user.id}`, user);
    return user;
  };

  beforeAll(async () => {
    stack = await startStack();
    orm = await MikroORM.init(ormOptions(stack.config));
    cook = await member('home_cook', 'Cora');
    admin = await member('admin', 'Ada');
    reviewer = await member('registered', 'Rex');
    reporter = await member('registered', 'Rae');
    recipeId = await recipe('Reported Risotto');
  }, 60_000);
  afterAll(async () => {
    await stack.close();
    await orm.close();
  });

  it('takes a report once however often it is sent, refuses one’s own content, unknown ids and bad fields with clear messages', async () => {
    const reviewId = await review(reviewer, recipeId, 'Buy cheap watches at example.com');
    const agent = await as(reporter);
    const first = await report(agent, {
      targetKind: 'review',
      targetId: reviewId,
      reason: 'spam',
      note: `  ${HOSTILE}\u0007\r\nSecond line `,
    }).expect(201);
    expect(first.body).toMatchObject({ targetKind: 'review', targetId: reviewId, reason: 'spam', note: `${HOSTILE}\nSecond line` });
    const again = await report(agent, { targetKind: 'review', targetId: reviewId, reason: 'other' }).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await sql('select count(*) as n from reports where target_kind = ? and target_id = ?', ['review', reviewId])).toEqual([
      { n: 1 },
    ]);

    expect((await report(await as(reviewer), { targetKind: 'review', targetId: reviewId }).expect(400)).body.message).toBe(OWN_CONTENT);
    for (const kind of ['recipe', 'review', 'reply', 'profile'] as const) {
      expect((await report(agent, { targetKind: kind, targetId: 999_999_999 }).expect(404)).body.message).toBe(NOT_FOUND[kind]);
    }
    const bad = [
      [{ targetKind: 'comment', targetId: reviewId }, 'targetKind must be one of: recipe, review, reply, profile'],
      [{ targetKind: 'review', targetId: 'abc' }, 'targetId must be a positive whole number'],
      [
        { targetKind: 'review', targetId: reviewId, reason: 'boring' },
        'reason must be one of: spam, offensive, harassment, not_vegan, other',
      ],
      [
        { targetKind: 'review', targetId: reviewId, note: 'x'.repeat(MODERATION_LIMITS.noteMax + 1) },
        `Note must be at most ${MODERATION_LIMITS.noteMax} characters`,
      ],
    ] as const;
    for (const [body, message] of bad) expect((await report(agent, body).expect(400)).body.message).toContain(message);
    await visitor().post('/api/reports').send({ targetKind: 'review', targetId: reviewId, reason: 'spam' }).expect(401);
  });

  it('shows the admin the content in context; hiding a review takes it out of the list, the rating and the profile, tells its writer, and the log says who, what, when and why', async () => {
    const dish = await recipe('Hidden Review Hotpot');
    const kept = await review(await member('registered', 'Kim'), dish, 'Lovely', 5);
    const hidden = await review(reviewer, dish, `Awful ${HOSTILE}`, 1);
    await report(await as(reporter), { targetKind: 'review', targetId: hidden, note: 'Rude words' }).expect(201);
    const profileBefore = (await visitor().get(`/api/cooks/${reviewer.id}`).expect(200)).body.counts.reviews as number;

    const item = (await queue()).find((entry) => entry.content.kind === 'review' && entry.content.id === hidden)!;
    expect(item.content).toMatchObject({
      exists: true,
      context: `${RUN} Hidden Review Hotpot`,
      text: `Awful ${HOSTILE}`,
      rating: 1,
      link: `/recipe/${dish}`,
      ownerName: `Rex ${RUN}`,
      hidden: false,
    });
    expect(item.reports).toEqual([expect.objectContaining({ reason: 'offensive', note: 'Rude words', reporterName: `Rae ${RUN}` })]);

    const before = Date.now();
    const entry = await act({ targetKind: 'review', targetId: hidden, action: 'hide', reason: `Insults ${HOSTILE}` });
    expect(entry).toMatchObject({
      action: 'hide',
      targetKind: 'review',
      targetId: hidden,
      adminId: admin.id,
      adminName: `Ada ${RUN}`,
      targetUserId: reviewer.id,
      reason: `Insults ${HOSTILE}`,
    });
    expect(entry.summary).toBe(`★ Awful ${HOSTILE}`);
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const list = await reviewsOf(dish);
    expect(list.items.map((r) => r.id)).toEqual([kept]);
    expect(list.total).toBe(1);
    expect((await visitor().get(`/api/recipes/${dish}`).expect(200)).body).toMatchObject({ reviewCount: 1, avgRating: 5 });
    expect((await visitor().get(`/api/cooks/${reviewer.id}`).expect(200)).body.counts.reviews).toBe(profileBefore - 1);
    const mine = (await (await as(reviewer)).get(`/api/recipes/${dish}/reviews`).expect(200)).body.mine;
    expect(mine).toMatchObject({ id: hidden, hidden: true });
    // Hidden is hidden for everyone: nobody else reports it, marks it helpful or answers it.
    await report(await as(reporter), { targetKind: 'review', targetId: hidden }).expect(404);
    await (await as(reporter)).put(`/api/reviews/${hidden}/helpful`).expect(404);
    await (await as(cook)).post(`/api/reviews/${hidden}/replies`).send({ body: 'Sorry to hear it' }).expect(404);
    await (await as(admin)).post(`/api/reviews/${hidden}/replies`).send({ body: 'A note from the moderators' }).expect(201);

    expect((await queue()).some((q) => q.content.kind === 'review' && q.content.id === hidden)).toBe(false);
    expect((await log())[0]).toEqual(entry);
    const [email] = await waitForEmails(reviewer.email);
    expect(email.subject).toBe('A message from the Plantry moderators');
    expect(email.text).toContain(`A moderator has hidden your review of “${RUN} Hidden Review Hotpot”`);
    expect(email.text).toContain(`The moderator’s reason: Insults ${HOSTILE}`);
    expect(email.html).toContain('Insults &lt;b&gt;&quot;Spam&quot;&lt;/b&gt; &amp; $&amp; $`');
    expect(email.html).not.toContain('<b>"Spam"');
  });

  it('hides a reply reported by enough trusted members until an admin decides, not on new members’ reports; a dismissal shows it again', async () => {
    const dish = await recipe('Trusted Tagine');
    const reviewId = await review(reviewer, dish, 'Nice');
    const reply = (
      await (
        await as(cook)
      )
        .post(`/api/reviews/${reviewId}/replies`)
        .send({ body: `Get lost ${HOSTILE}` })
        .expect(201)
    ).body.id as number;
    const repliesShown = async () => (await reviewsOf(dish)).items[0].replies.map((r) => r.id);

    for (let i = 0; i < MODERATION_LIMITS.autoHideReporters; i++)
      await report(await as(await member()), { targetKind: 'reply', targetId: reply }).expect(201);
    expect(await repliesShown()).toEqual([reply]);

    for (let i = 0; i < MODERATION_LIMITS.autoHideReporters; i++)
      await report(await as(await trusted()), { targetKind: 'reply', targetId: reply, reason: 'harassment' }).expect(201);
    expect(await repliesShown()).toEqual([]);
    expect((await log())[0]).toMatchObject({
      action: 'auto_hide',
      targetKind: 'reply',
      targetId: reply,
      adminId: null,
      adminName: null,
      reason: AUTO_HIDE_REASON,
      targetUserId: cook.id,
    });
    const item = (await queue()).find((q) => q.content.kind === 'reply' && q.content.id === reply)!;
    expect(item.content.hidden).toBe(true);
    expect(item.reports).toHaveLength(2 * MODERATION_LIMITS.autoHideReporters);

    await act({ targetKind: 'reply', targetId: reply, action: 'dismiss', reason: 'Banter between friends' });
    expect(await repliesShown()).toEqual([reply]);
    expect((await log())[0]).toMatchObject({ action: 'dismiss', adminId: admin.id, reason: 'Banter between friends' });
    expect((await queue()).some((q) => q.content.kind === 'reply' && q.content.id === reply)).toBe(false);
  });

  it('takes a hidden recipe out of its page, the lists, the search, its cook’s recipes and the sitemap at once', async () => {
    const title = `${RUN} Vanishing Vindaloo`;
    const dish = await recipe('Vanishing Vindaloo');
    const shown = async () => {
      const [page, search, listed, sitemap] = await Promise.all([
        visitor().get(`/api/recipes/${dish}`),
        visitor().get('/api/recipes').query({ search: title }),
        visitor().get('/api/recipes').query({ authorId: cook.id, limit: 100 }),
        visitor().get('/sitemap.xml'),
      ]);
      const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);
      return [page.status, ids(search.body).includes(dish), ids(listed.body).includes(dish), sitemap.text.includes(`/recipe/${dish}<`)];
    };
    expect(await shown()).toEqual([200, true, true, true]);
    await act({ targetKind: 'recipe', targetId: dish, action: 'hide', reason: 'Copied from a book' });
    expect(await shown()).toEqual([404, false, false, false]);
  });

  it('warns and suspends a writer: a suspended member is signed out at once and cannot sign in until the end; admins are not suspended', async () => {
    const writer = await member('home_cook', 'Wes');
    const dish = await recipe('Warned Waffles', writer);
    const session = await as(writer);
    await session.get('/api/auth/user').expect(200);

    await act({ targetKind: 'recipe', targetId: dish, action: 'warn', reason: 'Please credit the source' });
    const [warning] = await waitForEmails(writer.email);
    expect(warning.text).toContain(`after members reported it. This is a warning`);
    await session.get('/api/auth/user').expect(200);

    expect((await act({ targetKind: 'profile', targetId: writer.id, action: 'suspend' }, 400)).message).toBe(CHOOSE_DAYS);
    expect((await act({ targetKind: 'profile', targetId: writer.id, action: 'suspend', days: 3 }, 400)).message).toEqual([
      'days must be one of: 1, 7, 30',
    ]);
    const entry = await act({ targetKind: 'profile', targetId: writer.id, action: 'suspend', days: 7 });
    const until = new Date(entry.suspendedUntil!).getTime();
    expect(Math.abs(until - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    await session.get('/api/auth/user').expect(401);
    const refused = await visitor().post('/api/login').send({ email: writer.email, password: MEMBER_PASSWORD }).expect(403);
    expect(refused.body.message).toMatch(/^This account is suspended until \d+ \w+ \d{4} at \d\d:\d\d UTC\./);
    // In German the date is German too, not an English date inside a German sentence.
    const german = await visitor()
      .post('/api/login')
      .set('Accept-Language', 'de')
      .send({ email: writer.email, password: MEMBER_PASSWORD })
      .expect(403);
    expect(german.body.message).toMatch(/^Dieses Konto ist bis \d+\. [A-Za-zä]+ \d{4} um \d\d:\d\d UTC gesperrt\./);
    expect(german.body.message).toContain(new Date(until).toLocaleString('de', { dateStyle: 'long', timeZone: 'UTC' }));
    expect((await waitForEmails(writer.email, 2)).some((e) => e.text.includes('your account is suspended until'))).toBe(true);

    await sql('update users set suspended_until = now(3) - interval 1 second where id = ?', [writer.id]);
    await as(writer);
    const other = await member('admin', 'Otto');
    expect((await act({ targetKind: 'profile', targetId: other.id, action: 'suspend', days: 1 }, 403)).message).toBe(ADMIN_NOT_SUSPENDED);
  });

  it('deletes reported content through its own module; a hidden profile loses its bio; content that is gone can only be dismissed', async () => {
    const dish = await recipe('Deleted Dumplings');
    await report(await as(reporter), { targetKind: 'recipe', targetId: dish, reason: 'not_vegan', note: 'Has butter' }).expect(201);
    await act({ targetKind: 'recipe', targetId: dish, action: 'delete', reason: 'Butter' });
    await visitor().get(`/api/recipes/${dish}`).expect(404);
    expect((await log())[0]).toMatchObject({
      action: 'delete',
      summary: `${RUN} Deleted Dumplings — A test recipe.`,
      targetUserId: cook.id,
    });
    expect((await act({ targetKind: 'recipe', targetId: dish, action: 'hide' }, 404)).message).toBe(NOT_FOUND.recipe);
    expect((await act({ targetKind: 'recipe', targetId: dish, action: 'dismiss' })).summary).toBe('(gone)');

    const loud = await member('registered', 'Lou');
    await (
      await as(loud)
    )
      .patch('/api/auth/user')
      .send({ firstName: 'Lou', lastName: RUN, bio: `Visit ${HOSTILE}` })
      .expect(200);
    await act({ targetKind: 'profile', targetId: loud.id, action: 'hide', reason: 'Advertising' });
    expect((await visitor().get(`/api/cooks/${loud.id}`).expect(200)).body).toMatchObject({ bio: null, profileImageUrl: null });
    expect((await log())[0].summary).toBe(`Lou ${RUN}: Visit ${HOSTILE}`);

    const bad = await (
      await as(admin)
    )
      .post('/api/admin/moderation')
      .send({ targetKind: 'recipe', targetId: recipeId, action: 'ban', reason: '' })
      .expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining(['action must be one of: dismiss, hide, warn, suspend, delete', 'Reason is required']),
    );
    const long = await (
      await as(admin)
    )
      .post('/api/admin/moderation')
      .send({ targetKind: 'recipe', targetId: recipeId, action: 'warn', reason: 'x'.repeat(MODERATION_LIMITS.reasonMax + 1) })
      .expect(400);
    expect(long.body.message).toContain(`Reason must be at most ${MODERATION_LIMITS.reasonMax} characters`);
  });
});

describe('posting limits of new accounts', () => {
  let stack: Stack;
  let orm: MikroORM;
  const as = (user: User) => signInAs(request.agent(stack.app.getHttpServer()), user);

  beforeAll(async () => {
    // The limits as production has them, counted apart from the other tests' sign-ins.
    stack = await startStack({ RATE_LIMIT_MULTIPLIER: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'plantry_test'}_limits` });
    orm = await MikroORM.init(ormOptions(stack.config));
  }, 60_000);
  afterAll(async () => {
    await stack.close();
    await orm.close();
  });

  it(`lets a new account post ${POSTING_LIMITS.reviewsPerDay} reviews and ${POSTING_LIMITS.recipesPerDay} recipes a day; older accounts and admins are not limited`, async () => {
    const cook = await createMember(orm.em.fork(), 'home_cook', { firstName: 'Old', lastName: RUN });
    const dishes = [];
    for (let i = 0; i <= POSTING_LIMITS.reviewsPerDay + 1; i++)
      dishes.push((await createRecipe(orm.em.fork(), { title: `${RUN} Limit ${i}`, author: cook })).id);
    const newcomer = await as(await createMember(orm.em.fork(), 'home_cook', { firstName: 'New', lastName: RUN }));
    for (const dish of dishes.slice(0, POSTING_LIMITS.reviewsPerDay))
      await newcomer.post(`/api/recipes/${dish}/reviews`).send({ rating: 5 }).expect(201);
    const refused = await newcomer.post(`/api/recipes/${dishes[POSTING_LIMITS.reviewsPerDay]}/reviews`).send({ rating: 5 }).expect(429);
    expect(refused.body.message).toBe(postingLimitReached('reviews', POSTING_LIMITS.reviewsPerDay));

    const recipe = (n: number) => ({
      title: `${RUN} New cook's dish ${n}`,
      description: 'Quick.',
      ingredients: ['1 cup rice'],
      instructions: ['Cook it.'],
    });
    for (let n = 0; n < POSTING_LIMITS.recipesPerDay; n++) await newcomer.post('/api/recipes').send(recipe(n)).expect(201);
    expect((await newcomer.post('/api/recipes').send(recipe(99)).expect(429)).body.message).toBe(
      postingLimitReached('recipes', POSTING_LIMITS.recipesPerDay),
    );

    await orm.em
      .getConnection()
      .execute('update users set created_at = now(3) - interval ? day where id = ?', [POSTING_LIMITS.newAccountDays, cook.id]);
    const old = await as(cook);
    for (let n = 0; n <= POSTING_LIMITS.recipesPerDay; n++)
      await old
        .post('/api/recipes')
        .send(recipe(100 + n))
        .expect(201);
  });
});
