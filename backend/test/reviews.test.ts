import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { StoredImage } from '../src/modules/images/entities/stored-image.entity.js';
import { Recipe } from '../src/modules/recipes/entities/recipe.entity.js';
import { ReviewImage } from '../src/modules/reviews/entities/review-image.entity.js';
import { Review } from '../src/modules/reviews/entities/review.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, createRecipe, signInAs } from './support/fixtures.js';
import { pngImage, TEXT_FILE } from './support/image-fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `zr${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;

interface ReviewBody {
  id: number;
  recipeId: number;
  rating: number;
  comment: string | null;
  images: string[];
  imageVariants: { url: string }[];
  createdAt: string;
  user: { id: number; name: string; profileImageUrl: string | null };
}

describe('reviews: the API', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let author: User;
  let reviewer: User;
  let other: User;
  let admin: User;
  const em = () => orm.em.fork();
  const as = async (user?: User): Promise<Agent> =>
    user ? signInAs(request.agent(app.getHttpServer()), user) : request.agent(app.getHttpServer());
  const agents = new Map<number, Agent>();
  /** One signed-in agent per member, reused across tests. */
  const agentOf = async (user: User) => {
    if (!agents.has(user.id)) agents.set(user.id, await as(user));
    return agents.get(user.id)!;
  };
  const newRecipe = async (isApproved = true) => {
    const fork = em();
    return createRecipe(fork, {
      title: `${RUN} Tofu Scramble ${++counter}`,
      author: await fork.findOneOrFail(User, author.id),
      isApproved,
    });
  };
  const figures = async (id: number) => {
    const recipe = await em().findOneOrFail(Recipe, id);
    return { reviewCount: recipe.reviewCount, avgRating: Number(recipe.avgRating) };
  };
  const review = async (by: User, recipeId: number, body: Record<string, unknown> = { rating: 4 }) =>
    (await (await agentOf(by)).post(`/api/recipes/${recipeId}/reviews`).send(body).expect(201)).body as ReviewBody;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const fork = em();
    [author, reviewer, other, admin] = [
      await createMember(fork, 'home_cook', { firstName: 'Ada', lastName: 'Author' }),
      await createMember(fork, 'registered', { firstName: 'Rey', lastName: 'Viewer' }),
      await createMember(fork, 'registered', { firstName: '', lastName: '' }),
      await createMember(fork, 'admin'),
    ];
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  describe('posting', () => {
    it('answers 201 with the review, trims the comment and moves the recipe figures', async () => {
      const recipe = await newRecipe();
      const res = await (
        await agentOf(reviewer)
      )
        .post(`/api/recipes/${recipe.id}/reviews`)
        .field('rating', '4')
        .field('comment', '  Silky and quick.  ')
        .expect(201);
      expect(res.body).toMatchObject({
        recipeId: recipe.id,
        rating: 4,
        comment: 'Silky and quick.',
        images: [],
        user: { id: reviewer.id, name: 'Rey Viewer' },
      });
      expect(await figures(recipe.id)).toEqual({ reviewCount: 1, avgRating: 4 });
      await review(other, recipe.id, { rating: 1, comment: '   ' });
      expect(await figures(recipe.id)).toEqual({ reviewCount: 2, avgRating: 2.5 });
      const stored = await em().findOneOrFail(Review, { recipe: recipe.id, user: other.id });
      expect(stored.comment).toBeNull();
    });

    it.each([
      ['no rating', {}],
      ['0 stars', { rating: 0 }],
      ['6 stars', { rating: 6 }],
      ['half a star', { rating: 3.5 }],
      ['words', { rating: 'five' }],
      ['an empty rating', { rating: '' }],
    ])('refuses %s with 400 and writes nothing', async (_, body) => {
      const recipe = await newRecipe();
      const res = await (await agentOf(reviewer)).post(`/api/recipes/${recipe.id}/reviews`).send(body).expect(400);
      expect(res.body.message).toContain('Rating must be a whole number from 1 to 5');
      expect(await figures(recipe.id)).toEqual({ reviewCount: 0, avgRating: 0 });
    });

    it('refuses a comment over 2000 characters and unknown fields', async () => {
      const recipe = await newRecipe();
      const agent = await agentOf(reviewer);
      const long = await agent
        .post(`/api/recipes/${recipe.id}/reviews`)
        .send({ rating: 5, comment: 'x'.repeat(2001) })
        .expect(400);
      expect(long.body.message).toContain('Comment must be at most 2000 characters');
      await agent.post(`/api/recipes/${recipe.id}/reviews`).send({ rating: 5, userId: other.id }).expect(400);
      await agent
        .post(`/api/recipes/${recipe.id}/reviews`)
        .send({ rating: 5, comment: 'x'.repeat(2000) })
        .expect(201);
    });

    it('answers 401 to a visitor, 403 to the recipe author, 404 for a missing or unapproved recipe, 409 the second time', async () => {
      const recipe = await newRecipe();
      const visitor = await (await as()).post(`/api/recipes/${recipe.id}/reviews`).send({ rating: 5 }).expect(401);
      expect(visitor.body.message).toBe('You are not signed in');
      const own = await (await agentOf(author)).post(`/api/recipes/${recipe.id}/reviews`).send({ rating: 5 }).expect(403);
      expect(own.body.message).toBe('You cannot review your own recipe');
      await (await agentOf(reviewer)).post('/api/recipes/999999999/reviews').send({ rating: 5 }).expect(404);
      const pending = await newRecipe(false);
      await (await agentOf(reviewer)).post(`/api/recipes/${pending.id}/reviews`).send({ rating: 5 }).expect(404);
      await (await agentOf(admin)).post(`/api/recipes/${pending.id}/reviews`).send({ rating: 5 }).expect(404);
      await (await agentOf(reviewer)).post('/api/recipes/abc/reviews').send({ rating: 5 }).expect(400);

      await review(reviewer, recipe.id, { rating: 5 });
      const again = await (await agentOf(reviewer)).post(`/api/recipes/${recipe.id}/reviews`).send({ rating: 1 }).expect(409);
      expect(again.body.message).toBe('You have already reviewed this recipe. You can edit your review instead.');
      expect(await figures(recipe.id)).toEqual({ reviewCount: 1, avgRating: 5 });
    });

    it('stores up to 5 photos re-encoded, in order', async () => {
      const recipe = await newRecipe();
      let req = (await agentOf(reviewer)).post(`/api/recipes/${recipe.id}/reviews`).field('rating', '5');
      for (const colour of ['#aa3311', '#33aa11', '#1133aa', '#aaaa11', '#11aaaa'])
        req = req.attach('images', await pngImage(400, 300, colour), 'dish.png');
      const res = await req.expect(201);
      const body = res.body as ReviewBody;
      expect(body.images).toHaveLength(5);
      for (const url of body.images) expect(url).toMatch(/\/uploads\/reviews\/[0-9a-f]{32}\/full\.webp$/);
      expect(body.imageVariants.map((v) => v.url)).toEqual(body.images);
      const rows = await em().find(ReviewImage, { review: body.id }, { orderBy: { position: 'asc' } });
      expect(rows.map((row) => row.url)).toEqual(body.images);
    });

    it('refuses a 6th photo, a file that is not an image and one over 10 MB, keeping nothing', async () => {
      const recipe = await newRecipe();
      const agent = await agentOf(reviewer);
      const storedBefore = await em().count(StoredImage);
      let six = agent.post(`/api/recipes/${recipe.id}/reviews`).field('rating', '5');
      for (let i = 0; i < 6; i++) six = six.attach('images', await pngImage(100, 100), `p${i}.png`);
      const tooMany = await six.expect(400);
      expect(tooMany.body.message).toBe('Too many images: Please select up to 5 images only.');

      const notImage = await agent
        .post(`/api/recipes/${recipe.id}/reviews`)
        .field('rating', '5')
        .attach('images', await pngImage(100, 100), 'ok.png')
        .attach('images', TEXT_FILE, 'notes.png')
        .expect(400);
      expect(notImage.body.message).toEqual([expect.stringMatching(/^Photo 2 \(notes\.png\) /)]);

      const huge = Buffer.concat([await pngImage(100, 100), Buffer.alloc(10 * 1024 * 1024)]);
      const tooBig = await agent
        .post(`/api/recipes/${recipe.id}/reviews`)
        .field('rating', '5')
        .attach('images', huge, 'big.png')
        .expect(413);
      expect(tooBig.body.message).toBe('Each image must be at most 10 MB');

      expect(await em().count(StoredImage)).toBe(storedBefore);
      expect(await figures(recipe.id)).toEqual({ reviewCount: 0, avgRating: 0 });
    });
  });

  describe('reading', () => {
    it('lists newest first, paged, with display names and never an email', async () => {
      const recipe = await newRecipe();
      await review(reviewer, recipe.id, { rating: 5, comment: 'First!' });
      await review(other, recipe.id, { rating: 3 });
      await review(admin, recipe.id, { rating: 4 });
      const res = await (await as()).get(`/api/recipes/${recipe.id}/reviews?limit=2`).expect(200);
      expect(res.body).toMatchObject({ total: 3, limit: 2, offset: 0 });
      expect(res.body.items.map((r: ReviewBody) => r.user.id)).toEqual([admin.id, other.id]);
      expect(res.body.items[1].user).toEqual({ id: other.id, name: 'Home cook', profileImageUrl: null });
      expect(res.body).not.toHaveProperty('mine');
      expect(JSON.stringify(res.body)).not.toContain('@');

      const next = await (await as()).get(`/api/recipes/${recipe.id}/reviews?limit=2&offset=2`).expect(200);
      expect(next.body.items).toHaveLength(1);
      expect(next.body.items[0]).toMatchObject({ rating: 5, comment: 'First!', user: { name: 'Rey Viewer' } });
      await (await as()).get(`/api/recipes/${recipe.id}/reviews?limit=0`).expect(400);
    });

    it('gives a signed-in member their own review whatever the page', async () => {
      const recipe = await newRecipe();
      await review(reviewer, recipe.id, { rating: 2, comment: 'Mine' });
      await review(other, recipe.id, { rating: 5 });
      const page = await (await agentOf(reviewer)).get(`/api/recipes/${recipe.id}/reviews?limit=1`).expect(200);
      expect(page.body.items[0].user.id).toBe(other.id);
      expect(page.body.mine).toMatchObject({ rating: 2, comment: 'Mine' });
      expect((await (await agentOf(admin)).get(`/api/recipes/${recipe.id}/reviews`).expect(200)).body.mine).toBeNull();
    });

    it('hides the reviews of a missing or unapproved recipe except from its author and admins', async () => {
      const pending = await newRecipe(false);
      await (await as()).get(`/api/recipes/${pending.id}/reviews`).expect(404);
      await (await agentOf(reviewer)).get(`/api/recipes/${pending.id}/reviews`).expect(404);
      await (await agentOf(author)).get(`/api/recipes/${pending.id}/reviews`).expect(200);
      await (await agentOf(admin)).get(`/api/recipes/${pending.id}/reviews`).expect(200);
      await (await as()).get('/api/recipes/999999999/reviews').expect(404);
    });
  });

  describe('changing and deleting', () => {
    it('lets the author and an admin change a review, nobody else', async () => {
      const recipe = await newRecipe();
      const mine = await review(reviewer, recipe.id, { rating: 2, comment: 'Bland' });
      await (await as()).patch(`/api/reviews/${mine.id}`).send({ rating: 5 }).expect(401);
      const foreign = await (await agentOf(other)).patch(`/api/reviews/${mine.id}`).send({ rating: 5 }).expect(403);
      expect(foreign.body.message).toBe('You can only change your own reviews');
      await (await agentOf(author)).patch(`/api/reviews/${mine.id}`).send({ rating: 5 }).expect(403);

      const changed = await (
        await agentOf(reviewer)
      )
        .patch(`/api/reviews/${mine.id}`)
        .send({ rating: 4, comment: ' Better with salt ' })
        .expect(200);
      expect(changed.body).toMatchObject({ id: mine.id, rating: 4, comment: 'Better with salt' });
      expect(await figures(recipe.id)).toEqual({ reviewCount: 1, avgRating: 4 });
      const cleared = await (await agentOf(admin)).patch(`/api/reviews/${mine.id}`).send({ comment: '' }).expect(200);
      expect(cleared.body).toMatchObject({ rating: 4, comment: null });

      await (await agentOf(reviewer)).patch(`/api/reviews/${mine.id}`).send({ rating: 0 }).expect(400);
      await (await agentOf(reviewer)).patch(`/api/reviews/${mine.id}`).send({ rating: null }).expect(400);
      await (await agentOf(reviewer)).patch(`/api/reviews/${mine.id}`).send({ recipeId: 1 }).expect(400);
      await (await agentOf(reviewer)).patch('/api/reviews/999999999').send({ rating: 3 }).expect(404);
      expect(await figures(recipe.id)).toEqual({ reviewCount: 1, avgRating: 4 });
    });

    it('deletes a review with its photos, for its author or an admin, and moves the figures back', async () => {
      const recipe = await newRecipe();
      const res = await (
        await agentOf(reviewer)
      )
        .post(`/api/recipes/${recipe.id}/reviews`)
        .field('rating', '1')
        .attach('images', await pngImage(200, 150), 'plate.png')
        .expect(201);
      const withPhoto = res.body as ReviewBody;
      const byOther = await review(other, recipe.id, { rating: 5 });
      expect(await figures(recipe.id)).toEqual({ reviewCount: 2, avgRating: 3 });

      await (await as()).delete(`/api/reviews/${withPhoto.id}`).expect(401);
      await (await agentOf(other)).delete(`/api/reviews/${withPhoto.id}`).expect(403);
      await (await agentOf(reviewer)).delete(`/api/reviews/${withPhoto.id}`).expect(204);
      expect(await figures(recipe.id)).toEqual({ reviewCount: 1, avgRating: 5 });
      expect(await em().count(StoredImage, { url: withPhoto.images[0] })).toBe(0);
      expect(await em().count(ReviewImage, { review: withPhoto.id })).toBe(0);
      await (await agentOf(reviewer)).delete(`/api/reviews/${withPhoto.id}`).expect(404);

      await (await agentOf(admin)).delete(`/api/reviews/${byOther.id}`).expect(204);
      expect(await figures(recipe.id)).toEqual({ reviewCount: 0, avgRating: 0 });
      // Deleting a review lets its author review again.
      await review(reviewer, recipe.id, { rating: 3 });
    });
  });

  describe('at the same moment', () => {
    it('keeps reviewCount and avgRating exact when many members review one recipe at once', async () => {
      const recipe = await newRecipe();
      const fork = em();
      const members: User[] = [];
      for (let i = 0; i < 8; i++) members.push(await createMember(fork, 'registered'));
      const agentsOf = await Promise.all(members.map((member) => agentOf(member)));
      const ratings = [5, 4, 3, 5, 2, 1, 4, 5];
      const results = await Promise.all(
        agentsOf.map((agent, i) => agent.post(`/api/recipes/${recipe.id}/reviews`).send({ rating: ratings[i] })),
      );
      expect(results.map((r) => r.status)).toEqual(ratings.map(() => 201));
      const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(await figures(recipe.id)).toEqual({ reviewCount: 8, avgRating: Number(average.toFixed(2)) });

      // Half of them change or delete their review at once, too.
      const ids = results.map((r) => (r.body as ReviewBody).id);
      await Promise.all([
        ...[0, 1].map((i) => agentsOf[i].delete(`/api/reviews/${ids[i]}`).expect(204)),
        ...[2, 3].map((i) => agentsOf[i].patch(`/api/reviews/${ids[i]}`).send({ rating: 1 }).expect(200)),
      ]);
      const left = [1, 1, 2, 1, 4, 5];
      expect(await figures(recipe.id)).toEqual({ reviewCount: 6, avgRating: Number((left.reduce((a, b) => a + b, 0) / 6).toFixed(2)) });
    });

    it('rounds an average halfway between two hundredths up, as the database does (121 stars from 40 reviews: 3.03)', async () => {
      const recipe = await newRecipe();
      const fork = em();
      // 39 reviews of 3 stars written around the API, then a 40th of 4 through it: 3.025.
      for (let i = 0; i < 39; i++) {
        const member = await createMember(fork, 'registered');
        fork.create(Review, { recipe: fork.getReference(Recipe, recipe.id), user: member, rating: 3 });
      }
      await fork.flush();
      await review(await createMember(em(), 'registered'), recipe.id, { rating: 4 });
      expect(await figures(recipe.id)).toEqual({ reviewCount: 40, avgRating: 3.03 });
    });

    it('takes one of two reviews the same member sends at once and answers 409 to the other', async () => {
      const recipe = await newRecipe();
      const member = await createMember(em(), 'registered');
      const agent = await agentOf(member);
      const results = await Promise.all([5, 1].map((rating) => agent.post(`/api/recipes/${recipe.id}/reviews`).send({ rating })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect((await figures(recipe.id)).reviewCount).toBe(1);
    });
  });
});
