import { MikroORM } from '@mikro-orm/mariadb';
import { NOTIFICATION_KINDS } from '@plantry/shared';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { BAD_UNSUBSCRIBE_LINK, NOTIFICATION_NOT_FOUND } from '../src/modules/notifications/notifications.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { startStack, type Stack } from './support/accounts.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { listEmails, waitForEmails, type CaughtEmail } from './support/mail-catcher.js';

const RUN = `nt${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
/** Text that breaks careless HTML, headers, replacement strings and logs (a name may hold it; no line ends). */
const HOSTILE = `<b>"Wren"</b> & $& $\``;

interface Notice {
  id: number;
  kind: string;
  text: string;
  link: string;
  read: boolean;
}
interface NoticePage {
  items: Notice[];
  total: number;
  unread: number;
}

/** The one-click unsubscribe address of an email's List-Unsubscribe header. */
function unsubscribeAddress(email: CaughtEmail): URL {
  const header = email.headers['list-unsubscribe'];
  const match = /^<(.+)>$/.exec(header ?? '');
  if (!match) throw new Error(`no List-Unsubscribe header in ${JSON.stringify(email.headers)}`);
  return new URL(match[1]);
}

describe('notifications', () => {
  let stack: Stack;
  let orm: MikroORM;
  let cook: User;
  let reviewer: User;
  let admin: User;
  const as = (user: User) => signInAs(request.agent(stack.app.getHttpServer()), user);
  const noticesOf = async (user: User) => (await (await as(user)).get('/api/notifications').expect(200)).body as NoticePage;

  beforeAll(async () => {
    stack = await startStack();
    orm = await MikroORM.init(ormOptions(stack.config));
    const em = orm.em.fork();
    cook = await createMember(em, 'home_cook', { firstName: 'Cora', lastName: RUN });
    reviewer = await createMember(em, 'registered', { firstName: HOSTILE, lastName: RUN });
    admin = await createMember(em, 'admin');
  }, 60_000);
  afterAll(async () => {
    await stack.close();
    await orm.close();
  });

  it("tells a recipe's author of a review and the reviewer of the author's reply, in the app and by email with a one-click unsubscribe", async () => {
    const recipe = await createRecipe(orm.em.fork(), { title: `${RUN} Coconut Dal`, author: cook });
    const reviewerAgent = await as(reviewer);
    const review = await reviewerAgent
      .post(`/api/recipes/${recipe.id}/reviews`)
      .field('rating', '5')
      .field('comment', 'Lovely.')
      .expect(201);

    const forCook = await noticesOf(cook);
    expect(forCook).toMatchObject({ total: 1, unread: 1 });
    expect(forCook.items[0]).toMatchObject({
      kind: 'review',
      text: `${HOSTILE} ${RUN} reviewed your recipe ${RUN} Coconut Dal`,
      link: `/recipe/${recipe.id}#reviews`,
      read: false,
    });
    const [toCook] = await waitForEmails(cook.email);
    expect(toCook.subject).toBe(`${HOSTILE} ${RUN} reviewed your recipe ${RUN} Coconut Dal · Plantry`);
    expect(toCook.html).toContain('&lt;b&gt;&quot;Wren&quot;&lt;/b&gt; &amp; $&amp; $`');
    expect(toCook.html).not.toContain('<b>"Wren"</b>');
    expect(toCook.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(toCook.text).toContain(`/unsubscribe?user=${cook.id}&kind=review&token=`);

    // The cook replies: the reviewer is told.
    const cookAgent = await as(cook);
    await cookAgent.post(`/api/reviews/${review.body.id}/replies`).send({ body: 'Thank you!' }).expect(201);
    const forReviewer = await noticesOf(reviewer);
    expect(forReviewer.items[0]).toMatchObject({ kind: 'reply', text: `Cora ${RUN} replied to your review of ${RUN} Coconut Dal` });
    const [toReviewer] = await waitForEmails(reviewer.email);
    expect(toReviewer.subject).toBe(`Cora ${RUN} replied to your review of ${RUN} Coconut Dal · Plantry`);

    // One click in a mail app, without a session: the reviewer gets no more reply emails, but still sees replies in the app.
    const address = unsubscribeAddress(toReviewer);
    expect(address.pathname).toBe('/api/notifications/unsubscribe');
    const clicked = await request(stack.app.getHttpServer())
      .post(`${address.pathname}${address.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(clicked.body).toEqual({ kind: 'reply', byEmail: false });
    // Again: the same answer.
    await request(stack.app.getHttpServer())
      .post(`${address.pathname}${address.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const settings = (await reviewerAgent.get('/api/notifications/settings').expect(200)).body as {
      kind: string;
      inApp: boolean;
      byEmail: boolean;
    }[];
    expect(settings.find((s) => s.kind === 'reply')).toEqual({ kind: 'reply', inApp: true, byEmail: false });
    expect(settings.filter((s) => s.kind !== 'reply').every((s) => s.inApp && s.byEmail)).toBe(true);

    const second = await createRecipe(orm.em.fork(), { title: `${RUN} Chana Masala`, author: cook });
    const secondReview = await reviewerAgent.post(`/api/recipes/${second.id}/reviews`).field('rating', '4').expect(201);
    await cookAgent.post(`/api/reviews/${secondReview.body.id}/replies`).send({ body: 'Glad you liked it.' }).expect(201);
    expect((await noticesOf(reviewer)).items[0].text).toContain('Chana Masala');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await listEmails()).filter((e) => e.to.some((t) => t.address === reviewer.email))).toHaveLength(1);
  });

  it('refuses an unsubscribe link that was not made here, whatever it holds', async () => {
    const server = () => request(stack.app.getHttpServer());
    const bad = async (query: string) => (await server().post(`/api/notifications/unsubscribe?${query}`).expect(400)).body.message;
    expect(await bad(`user=${cook.id}&kind=review&token=abc`)).toBe(BAD_UNSUBSCRIBE_LINK);
    expect(JSON.stringify(await bad(`user=${cook.id}&kind=everything&token=abc`))).toContain(BAD_UNSUBSCRIBE_LINK);
    expect(JSON.stringify(await bad(`user=x&kind=review&token=abc`))).toContain(BAD_UNSUBSCRIBE_LINK);
    expect(JSON.stringify(await bad(`user=${cook.id}&kind=review&token=${encodeURIComponent('<script>$&')}`))).toContain(
      BAD_UNSUBSCRIBE_LINK,
    );
    expect(JSON.stringify(await bad(`user=${cook.id}&kind=review&token=${'a'.repeat(5000)}`))).toContain(BAD_UNSUBSCRIBE_LINK);
    // Another kind of form is still refused.
    await server()
      .post(`/api/notifications/unsubscribe?user=${cook.id}&kind=review&token=abc`)
      .set('Content-Type', 'text/plain')
      .send('x')
      .expect(415);
  });

  it('tells a cook of a new follower, and an author of their recipe approved or hidden', async () => {
    const fan = await createMember(orm.em.fork(), 'registered', { firstName: 'Fen', lastName: RUN });
    const fanAgent = await as(fan);
    await fanAgent.post(`/api/cooks/${cook.id}/follow`).expect(200);
    // Following again is no news.
    await fanAgent.post(`/api/cooks/${cook.id}/follow`).expect(200);
    const followers = (await noticesOf(cook)).items.filter((n) => n.kind === 'follower');
    expect(followers).toEqual([expect.objectContaining({ text: `Fen ${RUN} started following you`, link: `/cook/${fan.id}` })]);

    const waiting = await createRecipe(orm.em.fork(), { title: `${RUN} Waiting Pie`, author: cook, isApproved: false });
    const adminAgent = await as(admin);
    await adminAgent.patch(`/api/admin/recipes/${waiting.id}`).send({ isApproved: true }).expect(200);
    await adminAgent.patch(`/api/admin/recipes/${waiting.id}`).send({ isApproved: false }).expect(200);
    const moderated = (await noticesOf(cook)).items.filter((n) => n.kind === 'approved' || n.kind === 'hidden').map((n) => n.text);
    expect(moderated).toEqual([
      `Your recipe ${RUN} Waiting Pie was sent back to review and is hidden for now`,
      `Your recipe ${RUN} Waiting Pie was approved and is now public`,
    ]);
  });

  it('keeps to each member their settings: a kind off in the app is not shown, off by email not sent; unverified addresses get no email', async () => {
    const quiet = await createMember(orm.em.fork(), 'home_cook', { firstName: 'Quinn', lastName: RUN });
    const agent = await as(quiet);
    const saved = await agent
      .put('/api/notifications/settings')
      .send({
        settings: [
          { kind: 'follower', inApp: false, byEmail: false },
          { kind: 'review', inApp: true, byEmail: false },
        ],
      })
      .expect(200);
    expect((saved.body as { kind: string }[]).map((s) => s.kind)).toEqual([...NOTIFICATION_KINDS]);
    const bad = await agent
      .put('/api/notifications/settings')
      .send({ settings: [{ kind: 'everything', inApp: 'yes', byEmail: true }] })
      .expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('inApp must be true or false');
    await request(stack.app.getHttpServer()).put('/api/notifications/settings').send({ settings: [] }).expect(401);

    await (await as(reviewer)).post(`/api/cooks/${quiet.id}/follow`).expect(200);
    const recipe = await createRecipe(orm.em.fork(), { title: `${RUN} Quiet Soup`, author: quiet });
    await (await as(reviewer)).post(`/api/recipes/${recipe.id}/reviews`).field('rating', '3').expect(201);
    expect((await noticesOf(quiet)).items.map((n) => n.kind)).toEqual(['review']);

    const unverified = await createMember(orm.em.fork(), 'home_cook', { firstName: 'Una', lastName: RUN });
    await orm.em.getConnection().execute('update users set email_verified = 0 where id = ?', [unverified.id]);
    await (await as(reviewer)).post(`/api/cooks/${unverified.id}/follow`).expect(200);
    // (An unverified member cannot sign in to read it yet; it waits for them.)
    const [{ n }] = await orm.em
      .getConnection()
      .execute<{ n: number }[]>("select count(*) as n from notifications where user_id = ? and kind = 'follower'", [unverified.id]);
    expect(Number(n)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const sent = await listEmails();
    expect(sent.filter((e) => e.to.some((t) => t.address === quiet.email || t.address === unverified.email))).toEqual([]);
  });

  it('marks one or all read, each member their own (404 for anyone else)', async () => {
    const page = await noticesOf(cook);
    expect(page.unread).toBeGreaterThan(1);
    const agent = await as(cook);
    await agent.put(`/api/notifications/${page.items[0].id}/read`).expect(204);
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body).toEqual({ unread: page.unread - 1 });
    expect((await (await as(reviewer)).put(`/api/notifications/${page.items[1].id}/read`).expect(404)).body.message).toBe(
      NOTIFICATION_NOT_FOUND,
    );
    await agent.post('/api/notifications/read-all').expect(204);
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body).toEqual({ unread: 0 });
    await request(stack.app.getHttpServer()).get('/api/notifications').expect(401);
  });
});
