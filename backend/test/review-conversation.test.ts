import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { REVIEW_LIMITS } from '@plantry/shared';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import {
  NOT_YOUR_REPLY,
  ONLY_AUTHOR_REPLIES,
  OWN_REVIEW_HELPFUL,
  REPLY_NOT_FOUND,
} from '../src/modules/reviews/review-conversation.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const HOSTILE = `</script><script>alert("x")</script> & 'quoted' $& $\` $1`;

interface Reply {
  id: number;
  reviewId: number;
  body: string;
  fromAuthor: boolean;
  user: { id: number; name: string };
}
interface Review {
  id: number;
  helpfulCount: number;
  markedHelpful?: boolean;
  replies: Reply[];
  user: { id: number };
}
interface Page {
  items: Review[];
  total: number;
}

describe('conversation under reviews: replies by the author or admins, helpful marks, most helpful first', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let author: User;
  let admin: User;
  let reviewers: User[];
  let recipeId: number;
  let reviewIds: number[];
  const visitor = () => request(app.getHttpServer());
  const as = (user: User) => signInAs(request.agent(app.getHttpServer()), user);
  const reviewsOf = async (agent = visitor(), query: Record<string, string> = {}) =>
    (await agent.get(`/api/recipes/${recipeId}/reviews`).query(query).expect(200)).body as Page;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const em = orm.em.fork();
    author = await createMember(em, 'home_cook', { firstName: 'Aria', lastName: 'Author' });
    admin = await createMember(em, 'admin', { firstName: 'Ada', lastName: 'Admin' });
    reviewers = [];
    for (const name of ['Rex', 'Ria', 'Ron'])
      reviewers.push(await createMember(orm.em.fork(), 'registered', { firstName: name, lastName: 'Reviewer' }));
    recipeId = (await createRecipe(em, { title: 'Conversation Curry', author })).id;
    app = await createTestApp(config);
    reviewIds = [];
    for (const reviewer of reviewers) {
      const res = await (
        await as(reviewer)
      )
        .post(`/api/recipes/${recipeId}/reviews`)
        .send({ rating: 4, comment: `From ${reviewer.firstName}` })
        .expect(201);
      reviewIds.push(res.body.id as number);
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it("lets the recipe's author and admins reply, shows replies to everyone, oldest first, and refuses anyone else", async () => {
    const [first] = reviewIds;
    const authorAgent = await as(author);
    const reply = (
      await authorAgent
        .post(`/api/reviews/${first}/replies`)
        .send({ body: `  Thank you!\r\n${HOSTILE}\u0007  ` })
        .expect(201)
    ).body as Reply;
    expect(reply).toMatchObject({
      reviewId: first,
      body: `Thank you!\n${HOSTILE}`,
      fromAuthor: true,
      user: { id: author.id, name: 'Aria Author' },
    });
    const fromAdmin = (await (await as(admin)).post(`/api/reviews/${first}/replies`).send({ body: 'Glad you liked it.' }).expect(201))
      .body as Reply;
    expect(fromAdmin.fromAuthor).toBe(false);

    const shown = (await reviewsOf()).items.find((review) => review.id === first)!;
    expect(shown.replies.map((r) => r.body)).toEqual([`Thank you!\n${HOSTILE}`, 'Glad you liked it.']);

    const other = await as(reviewers[1]);
    expect((await other.post(`/api/reviews/${first}/replies`).send({ body: 'Me too' }).expect(403)).body.message).toBe(ONLY_AUTHOR_REPLIES);
    await visitor().post(`/api/reviews/${first}/replies`).send({ body: 'Me too' }).expect(401);
    await authorAgent.post('/api/reviews/999999999/replies').send({ body: 'Hello' }).expect(404);
  });

  it('refuses blank and too long replies with a message, and leaves nothing behind', async () => {
    const authorAgent = await as(author);
    const review = reviewIds[2];
    expect((await authorAgent.post(`/api/reviews/${review}/replies`).send({ body: ' \u0000 \t ' }).expect(400)).body.message).toContain(
      'Reply is required',
    );
    const long = await authorAgent
      .post(`/api/reviews/${review}/replies`)
      .send({ body: 'x'.repeat(REVIEW_LIMITS.replyMax + 1) })
      .expect(400);
    expect(long.body.message).toContain(`Reply must be at most ${REVIEW_LIMITS.replyMax} characters`);
    await authorAgent.post(`/api/reviews/${review}/replies`).send({}).expect(400);
    expect((await reviewsOf()).items.find((r) => r.id === review)!.replies).toEqual([]);
  });

  it('lets a reply be changed and deleted by its writer or an admin only', async () => {
    const review = reviewIds[1];
    const authorAgent = await as(author);
    const reply = (await authorAgent.post(`/api/reviews/${review}/replies`).send({ body: 'First words' }).expect(201)).body as Reply;
    expect((await authorAgent.patch(`/api/review-replies/${reply.id}`).send({ body: 'Better words' }).expect(200)).body.body).toBe(
      'Better words',
    );
    const other = await as(reviewers[0]);
    expect((await other.patch(`/api/review-replies/${reply.id}`).send({ body: 'Hijacked' }).expect(403)).body.message).toBe(NOT_YOUR_REPLY);
    await other.delete(`/api/review-replies/${reply.id}`).expect(403);
    expect((await reviewsOf()).items.find((r) => r.id === review)!.replies.map((r) => r.body)).toEqual(['Better words']);
    await (await as(admin)).delete(`/api/review-replies/${reply.id}`).expect(204);
    expect((await authorAgent.delete(`/api/review-replies/${reply.id}`).expect(404)).body.message).toBe(REPLY_NOT_FOUND);
    expect((await reviewsOf()).items.find((r) => r.id === review)!.replies).toEqual([]);
  });

  it('counts helpful marks once a member, never on one’s own review, and sorts by them', async () => {
    const [a, b, c] = reviewIds;
    const ria = await as(reviewers[1]);
    const ron = await as(reviewers[2]);
    expect((await ria.put(`/api/reviews/${a}/helpful`).expect(200)).body).toEqual({ helpfulCount: 1, markedHelpful: true });
    expect((await ria.put(`/api/reviews/${a}/helpful`).expect(200)).body).toEqual({ helpfulCount: 1, markedHelpful: true });
    await ron.put(`/api/reviews/${a}/helpful`).expect(200);
    await ron.put(`/api/reviews/${b}/helpful`).expect(200);
    expect((await ria.put(`/api/reviews/${b}/helpful`).expect(403)).body.message).toBe(OWN_REVIEW_HELPFUL);
    await visitor().put(`/api/reviews/${a}/helpful`).expect(401);

    const helpful = await reviewsOf(visitor(), { sortBy: 'helpful' });
    expect(helpful.items.map((r) => [r.id, r.helpfulCount])).toEqual([
      [a, 2],
      [b, 1],
      [c, 0],
    ]);
    expect(helpful.items[0].markedHelpful).toBeUndefined();
    // Newest first otherwise: the reviews were written a, b, c.
    expect((await reviewsOf()).items.map((r) => r.id)).toEqual([c, b, a]);
    const mine = await reviewsOf(ria, { sortBy: 'helpful' });
    expect(mine.items.map((r) => r.markedHelpful)).toEqual([true, false, false]);

    expect((await ron.delete(`/api/reviews/${a}/helpful`).expect(200)).body).toEqual({ helpfulCount: 1, markedHelpful: false });
    expect((await ron.delete(`/api/reviews/${a}/helpful`).expect(200)).body).toEqual({ helpfulCount: 1, markedHelpful: false });
    await visitor().get(`/api/recipes/${recipeId}/reviews`).query({ sortBy: 'loudest' }).expect(400);
  });

  it("takes a deleted member's marks back from the counts", async () => {
    const marker = await createMember(orm.em.fork(), 'registered');
    const review = reviewIds[2];
    const before = (await reviewsOf()).items.find((r) => r.id === review)!.helpfulCount;
    await (await as(marker)).put(`/api/reviews/${review}/helpful`).expect(200);
    await (await as(admin)).delete(`/api/admin/users/${marker.id}`).expect(204);
    expect((await reviewsOf()).items.find((r) => r.id === review)!.helpfulCount).toBe(before);
  });
});
