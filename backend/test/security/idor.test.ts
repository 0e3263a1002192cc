import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pngImage } from '../support/image-fixtures.js';
import { createWorld, unique, type Caller, type World } from './support/world.js';

/**
 * Insecure direct object references: members changing ids in paths, bodies and queries to reach
 * recipes, reviews, favourites and photos of others. The access matrix (access-matrix.test.ts)
 * already calls every operation on another member's objects; this file covers what ids alone
 * cannot show: lists and caches, whose favourite a delete removes, and photos named by URL.
 */
describe("other members' objects, by id", () => {
  let w: World;
  let author: Caller; // A: owns the recipes and photos under attack
  let reviewer: Caller; // B: owns a review with a photo, and favourites
  let intruder: Caller; // C: a home cook with a recipe of their own
  let ownRecipe: { id: number; featuredImage: string };
  let authorsRecipe: { id: number; title: string; featuredImage: string };
  let reviewPhoto: string;

  const storedImages = async () => Number((await w.sql<{ n: number }>('select count(*) as n from images'))[0].n);
  const uploadFolders = () =>
    ['images', 'reviews'].flatMap((dir) => (existsSync(join(w.config.uploadDir, dir)) ? readdirSync(join(w.config.uploadDir, dir)) : []));
  const fileOf = (url: string) => join(w.config.uploadDir, url.replace(/^\/uploads\//, ''));

  /** A recipe shared through the API's form, with a photo. */
  async function shareWithPhoto(caller: Caller) {
    const res = await caller.agent
      .post('/api/recipes')
      .field('title', unique('Roast Roots'))
      .field('description', 'Roasted roots with herbs.')
      .field('ingredients', '2 carrots\n1 parsnip')
      .field('instructions', 'Roast for 40 minutes.')
      .attach('featuredImage', await pngImage(120, 90, '#a05a2c'), 'roots.png');
    if (res.status !== 201) throw new Error(`share failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; title: string; featuredImage: string };
  }

  beforeAll(async () => {
    w = await createWorld();
    author = w.callers.homeCook;
    reviewer = w.callers.registered;
    intruder = w.callers.otherAuthor;
    authorsRecipe = await shareWithPhoto(author);
    ownRecipe = await shareWithPhoto(intruder);
    const review = await reviewer.agent
      .post(`/api/recipes/${authorsRecipe.id}/reviews`)
      .field('rating', '5')
      .attach('images', await pngImage(80, 80, '#335577'), 'plate.png')
      .expect(201);
    reviewPhoto = review.body.images[0];
  }, 60_000);
  afterAll(() => w.close());

  describe('recipes', () => {
    it('never shows a pending recipe to others, whichever list, filter or search they use', async () => {
      const pending = await w.make.recipe(author.user!.id, { approved: false });
      const word = pending.title.split(' ')[0];
      const queries = [
        `authorId=${author.user!.id}`,
        `authorId=${author.user!.id}&isApproved=false`,
        'isApproved=false',
        `search=${encodeURIComponent(pending.title)}`,
        `search=${word}&sortBy=rating`,
      ];
      for (const caller of [w.callers.visitor, reviewer, intruder]) {
        for (const query of queries) {
          const res = await caller.agent.get(`/api/recipes?${query}&limit=100`).expect(200);
          expect({ query, shows: res.text.includes(pending.title) }).toEqual({ query, shows: false });
        }
      }
      expect((await author.agent.get(`/api/recipes?search=${encodeURIComponent(pending.title)}`).expect(200)).text).toContain(
        pending.title,
      );
      expect((await w.callers.admin.agent.get(`/api/recipes?search=${encodeURIComponent(pending.title)}`).expect(200)).text).toContain(
        pending.title,
      );
    });

    it("keeps the visitors' cache free of what the author and admins see, and hides a recipe as soon as an edit sends it to review", async () => {
      const pending = await w.make.recipe(author.user!.id, { approved: false });
      // The author and an admin read it first, then everyone else.
      await author.agent.get(`/api/recipes/${pending.id}`).expect(200);
      await w.callers.admin.agent.get(`/api/recipes/${pending.id}/reviews`).expect(200);
      for (const caller of [w.callers.visitor, reviewer, intruder]) {
        await caller.agent.get(`/api/recipes/${pending.id}`).expect(404);
        await caller.agent.get(`/api/recipes/${pending.id}/reviews`).expect(404);
      }
      // A published recipe that everyone has read (so it is cached) goes back to review when its author edits it.
      const published = await w.make.recipe(author.user!.id);
      await reviewer.agent.post('/api/favorites').send({ recipeId: published.id }).expect(200);
      for (const caller of [w.callers.visitor, reviewer]) await caller.agent.get(`/api/recipes/${published.id}`).expect(200);
      await author.agent
        .put(`/api/recipes/${published.id}`)
        .send({ title: `${published.title} (new)`, description: 'Changed.', ingredients: ['1 cup water'], instructions: ['Cook it.'] })
        .expect(200);
      for (const caller of [w.callers.visitor, reviewer, intruder]) await caller.agent.get(`/api/recipes/${published.id}`).expect(404);
      const favourites = await reviewer.agent.get('/api/favorites?limit=100').expect(200);
      expect(favourites.text).not.toContain(published.title);
    });

    it("never publishes another member's email: recipes, lists, reviews and favourites show names", async () => {
      const email = author.user!.email;
      const reviewerEmail = reviewer.user!.email;
      for (const caller of [w.callers.visitor, intruder]) {
        for (const path of [
          `/api/recipes/${authorsRecipe.id}`,
          `/api/recipes?authorId=${author.user!.id}`,
          `/api/recipes/${authorsRecipe.id}/reviews`,
          '/api/favorites',
        ]) {
          const res = await caller.agent.get(path);
          expect({ path, shows: res.text.includes(email) || res.text.includes(reviewerEmail) }).toEqual({ path, shows: false });
        }
      }
      // Admin-only details stay with admins.
      const seen = (await intruder.agent.get(`/api/recipes/${authorsRecipe.id}`).expect(200)).body;
      expect(seen.veganFlags).toBeUndefined();
      expect(seen.authorEmail).toBeUndefined();
    });

    it("does not take another member's id in the query of the caller's own lists", async () => {
      const res = await intruder.agent.get(`/api/my-recipes?authorId=${author.user!.id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('property authorId should not exist');
      expect((await intruder.agent.get('/api/my-recipes?limit=100').expect(200)).text).not.toContain(authorsRecipe.title);
    });
  });

  describe('favourites', () => {
    it("removes only the caller's own favourite of a recipe others saved too", async () => {
      const recipe = await w.make.recipe(author.user!.id);
      for (const caller of [reviewer, intruder]) await caller.agent.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
      await intruder.agent
        .delete(`/api/favorites/${recipe.id}`)
        .set('Content-Type', 'application/json')
        .send({ userId: reviewer.user!.id })
        .expect(200);
      expect(await w.sql('select user_id from favorites where recipe_id = ?', [recipe.id])).toEqual([{ user_id: reviewer.user!.id }]);
      expect((await w.sql('select favorite_count from recipes where id = ?', [recipe.id]))[0]).toEqual({ favorite_count: 1 });
      expect((await reviewer.agent.get(`/api/favorites/${recipe.id}/check`).expect(200)).body).toEqual({ isFavorite: true });
      expect((await intruder.agent.get(`/api/favorites/${recipe.id}/check`).expect(200)).body).toEqual({ isFavorite: false });
    });

    it("lists only the caller's favourites, whatever the query names", async () => {
      const recipe = await w.make.recipe(author.user!.id);
      await reviewer.agent.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
      const res = await intruder.agent.get(`/api/favorites?userId=${reviewer.user!.id}`);
      expect(res.status).toBe(400);
      expect((await intruder.agent.get('/api/favorites?limit=100').expect(200)).text).not.toContain(recipe.title);
    });
  });

  describe('photos', () => {
    it("refuses another recipe's or a review's photo in keepImages, however its address is written", async () => {
      const [base] = authorsRecipe.featuredImage.match(/\/uploads\/images\/[0-9a-f]{32}/)!;
      const ownBase = ownRecipe.featuredImage.replace(/\/full\.webp$/, '');
      const foreign = [
        authorsRecipe.featuredImage,
        reviewPhoto,
        `${w.origin}${authorsRecipe.featuredImage}`,
        `${ownBase}/../../${base.split('/').slice(2).join('/')}/full.webp`,
        `${ownBase}/..%2F..%2F${base.split('/').pop()}/full.webp`,
        authorsRecipe.featuredImage.replace(/\//g, '\\'),
        authorsRecipe.featuredImage.toUpperCase(),
        `${ownRecipe.featuredImage}\u0000${authorsRecipe.featuredImage}`,
      ];
      const before = await w.sql('select featured_image, gallery_images from recipes where id in (?, ?) order by id', [
        ownRecipe.id,
        authorsRecipe.id,
      ]);
      for (const url of foreign) {
        const res = await intruder.agent
          .put(`/api/recipes/${ownRecipe.id}/images`)
          .field('keepImages', JSON.stringify([ownRecipe.featuredImage, url]));
        expect({ url, status: res.status, message: res.body.message }).toEqual({
          url,
          status: 400,
          message: 'keepImages may only name images this recipe has now',
        });
      }
      expect(
        await w.sql('select featured_image, gallery_images from recipes where id in (?, ?) order by id', [ownRecipe.id, authorsRecipe.id]),
      ).toEqual(before);
      expect(existsSync(fileOf(authorsRecipe.featuredImage))).toBe(true);
      expect(existsSync(fileOf(reviewPhoto))).toBe(true);
    });

    it("stores nothing for a photo sent to another member's recipe or to a recipe the caller cannot review", async () => {
      const [images, folders] = [await storedImages(), uploadFolders().length];
      const photo = await pngImage(100, 100, '#123456');
      await intruder.agent.put(`/api/recipes/${authorsRecipe.id}/images`).attach('images', photo, 'mine.png').expect(403);
      await w.callers.visitor.agent.put(`/api/recipes/${authorsRecipe.id}/images`).attach('images', photo, 'mine.png').expect(401);
      const pending = await w.make.recipe(author.user!.id, { approved: false });
      await intruder.agent.post(`/api/recipes/${pending.id}/reviews`).field('rating', '4').attach('images', photo, 'p.png').expect(404);
      await author.agent.post(`/api/recipes/${authorsRecipe.id}/reviews`).field('rating', '5').attach('images', photo, 'p.png').expect(403);
      expect([await storedImages(), uploadFolders().length]).toEqual([images, folders]);
      expect(
        (await w.sql<{ featured_image: string }>('select featured_image from recipes where id = ?', [authorsRecipe.id]))[0].featured_image,
      ).toBe(authorsRecipe.featuredImage);
    });

    it("cannot move another member's photo onto a review, or delete it with someone else's review", async () => {
      const recipe = await w.make.recipe(author.user!.id);
      const own = await intruder.agent.post(`/api/recipes/${recipe.id}/reviews`).send({ rating: 3 }).expect(201);
      const moved = await intruder.agent.patch(`/api/reviews/${own.body.id}`).send({ rating: 3, images: [reviewPhoto] });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toContain('property images should not exist');
      const reviewId = (
        await w.sql<{ id: number }>('select r.id from reviews r join review_images i on i.review_id = r.id where i.url = ?', [reviewPhoto])
      )[0].id;
      await intruder.agent.delete(`/api/reviews/${reviewId}`).expect(403);
      expect(await w.sql('select url from review_images where review_id = ?', [reviewId])).toEqual([{ url: reviewPhoto }]);
      expect(existsSync(fileOf(reviewPhoto))).toBe(true);
    });
  });
});
