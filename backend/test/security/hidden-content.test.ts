import type { Agent } from '../support/accounts.js';
import { ACTORS, createWorld, type Actor, type World } from './support/world.js';

type Row = Record<Actor, number>;
const row = (visitor: number, registered: number, homeCook: number, otherAuthor: number, admin: number): Row => ({
  visitor,
  registered,
  homeCook,
  otherAuthor,
  admin,
});

/**
 * The access matrix's rows again, for content moderation hid: a review the home cook wrote of the
 * other author's recipe, and a reply of the home cook's under a review of their own recipe. Hidden
 * is gone for everyone but its writer (who may still change it) and admins: no list shows it, and
 * nobody else marks, answers or reports it.
 */
describe('the access matrix for hidden content', () => {
  let w: World;
  let review: { id: number; recipeId: number };
  let reply: { id: number; recipeId: number };

  beforeAll(async () => {
    w = await createWorld();
    review = await w.make.review();
    await w.sql('update reviews set hidden_at = now(3) where id = ?', [review.id]);
    const recipe = await w.make.recipe(w.callers.homeCook.user!.id);
    const reviewer = await w.make.member();
    await w.sql(
      "insert into reviews (recipe_id, user_id, rating, comment, helpful_count, created_at, updated_at) values (?, ?, 5, 'Lovely.', 0, now(3), now(3))",
      [recipe.id, reviewer.id],
    );
    const [shown] = await w.sql<{ id: number }>('select id from reviews where recipe_id = ?', [recipe.id]);
    await w.sql(
      "insert into review_replies (review_id, user_id, body, created_at, updated_at, hidden_at) values (?, ?, 'Hidden words', now(3), now(3), now(3))",
      [shown.id, w.callers.homeCook.user!.id],
    );
    const [hidden] = await w.sql<{ id: number }>('select id from review_replies where review_id = ?', [shown.id]);
    reply = { id: hidden.id, recipeId: recipe.id };
  }, 60_000);
  afterAll(() => w.close());

  const each = async (call: (agent: Agent) => Promise<{ status: number }>) => {
    const statuses = {} as Row;
    for (const who of ACTORS) statuses[who] = (await call(w.callers[who].agent)).status;
    return statuses;
  };

  it('lists neither to anyone; the writer alone gets their hidden review back, marked, as theirs', async () => {
    for (const who of ACTORS) {
      const reviews = (await w.callers[who].agent.get(`/api/recipes/${review.recipeId}/reviews`).expect(200)).body as {
        items: { id: number }[];
        mine?: { id: number; hidden: boolean } | null;
      };
      expect(reviews.items.map((item) => item.id)).not.toContain(review.id);
      expect(reviews.mine ?? null).toEqual(who === 'homeCook' ? expect.objectContaining({ id: review.id, hidden: true }) : null);
      const replies = (await w.callers[who].agent.get(`/api/recipes/${reply.recipeId}/reviews`).expect(200)).body as {
        items: { replies: { id: number }[] }[];
      };
      expect(replies.items.flatMap((item) => item.replies.map((r) => r.id))).not.toContain(reply.id);
    }
  });

  it.each([
    ['PUT /api/reviews/{id}/helpful', (a: Agent) => a.put(`/api/reviews/${review.id}/helpful`), row(401, 404, 404, 404, 200)],
    [
      'POST /api/reviews/{id}/replies',
      (a: Agent) => a.post(`/api/reviews/${review.id}/replies`).send({ body: 'Hello' }),
      row(401, 404, 404, 404, 201),
    ],
    [
      'POST /api/reports (the review)',
      (a: Agent) => a.post('/api/reports').send({ targetKind: 'review', targetId: review.id, reason: 'spam' }),
      row(401, 404, 404, 404, 404),
    ],
    ['PATCH /api/reviews/{id}', (a: Agent) => a.patch(`/api/reviews/${review.id}`).send({ rating: 3 }), row(401, 403, 200, 403, 200)],
    [
      'POST /api/reports (the reply)',
      (a: Agent) => a.post('/api/reports').send({ targetKind: 'reply', targetId: reply.id, reason: 'spam' }),
      row(401, 404, 404, 404, 404),
    ],
    [
      'PATCH /api/review-replies/{id}',
      (a: Agent) => a.patch(`/api/review-replies/${reply.id}`).send({ body: 'Changed' }),
      row(401, 403, 200, 403, 200),
    ],
  ] as const)('%s', async (_name, call, expected) => {
    expect(await each(call)).toEqual(expected);
  });

  it('keeps them hidden whatever was allowed', async () => {
    expect(await w.sql('select hidden_at is not null as hidden from reviews where id = ?', [review.id])).toEqual([{ hidden: 1 }]);
    expect(await w.sql('select hidden_at is not null as hidden from review_replies where id = ?', [reply.id])).toEqual([{ hidden: 1 }]);
    expect(
      await w.sql("select count(*) as n from reports where target_kind in ('review', 'reply') and target_id in (?, ?)", [
        review.id,
        reply.id,
      ]),
    ).toEqual([{ n: 0 }]);
  });
});
