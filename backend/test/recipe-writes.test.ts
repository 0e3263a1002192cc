import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { seedCuisines } from '../src/seed/seed-cuisines.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import { Favorite } from '../src/modules/favourites/entities/favorite.entity.js';
import { Recipe } from '../src/modules/recipes/entities/recipe.entity.js';
import { Review } from '../src/modules/reviews/entities/review.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { pixelBombPng, pngImage, TEXT_FILE, truncatedJpeg } from './support/image-fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

/** A word no other recipe has, so that titles never collide with other runs. */
const RUN = `zw${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;

const recipeBody = (overrides: Record<string, unknown> = {}) => ({
  title: `${RUN} Lentil Stew ${++counter}`,
  description: 'A hearty stew for cold evenings.',
  ingredients: ['1 cup red lentils', '1 onion, chopped'],
  instructions: ['Fry the onion.', 'Add the lentils and simmer.'],
  ...overrides,
});

describe('sharing recipes: the write API', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let registered: User;
  let cook: User;
  let otherCook: User;
  let admin: User;
  let thai: Cuisine;
  let italian: Cuisine;
  const as = async (user?: User): Promise<Agent> =>
    user ? signInAs(request.agent(app.getHttpServer()), user) : request.agent(app.getHttpServer());
  const em = () => orm.em.fork();
  const counts = async () => {
    const fresh = em();
    const [author, cuisine] = await Promise.all([fresh.findOneOrFail(User, cook.id), fresh.findOneOrFail(Cuisine, thai.id)]);
    return { author: author.recipeCount, thai: cuisine.recipeCount };
  };
  /** A recipe by `cook`, created through the API. */
  const created = async (overrides: Record<string, unknown> = {}, by: User = cook) =>
    (await (await as(by)).post('/api/recipes').send(recipeBody(overrides)).expect(201)).body as { id: number; [key: string]: unknown };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const fork = em();
    await seedCuisines(fork);
    await fork.flush();
    [registered, cook, otherCook, admin] = [
      await createMember(fork, 'registered'),
      await createMember(fork, 'home_cook', { firstName: 'Cora', lastName: 'Cook' }),
      await createMember(fork, 'home_cook'),
      await createMember(fork, 'admin'),
    ];
    thai = await fork.findOneOrFail(Cuisine, { name: 'Thai' });
    italian = await fork.findOneOrFail(Cuisine, { name: 'Italian' });
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  describe('who may do what', () => {
    type Who = 'visitor' | 'registered' | 'another home cook' | 'the author' | 'an admin';
    const WHO: Who[] = ['visitor', 'registered', 'another home cook', 'the author', 'an admin'];
    const userOf = (who: Who) =>
      ({ visitor: undefined, registered, 'another home cook': otherCook, 'the author': cook, 'an admin': admin })[who];
    /** Each call with the statuses expected for WHO, in order; `id` is a fresh recipe by the author. */
    const CALLS: [string, (agent: Agent, id: number) => Promise<request.Response>, number[]][] = [
      ['POST /api/recipes', (a) => a.post('/api/recipes').send(recipeBody()), [401, 403, 201, 201, 201]],
      ['PUT /api/recipes/{id}', (a, id) => a.put(`/api/recipes/${id}`).send(recipeBody()), [401, 403, 403, 200, 200]],
      ['PUT /api/recipes/{id}/images', (a, id) => a.put(`/api/recipes/${id}/images`).field('keepImages', '[]'), [401, 403, 403, 200, 200]],
      ['DELETE /api/recipes/{id}', (a, id) => a.delete(`/api/recipes/${id}`), [401, 403, 403, 204, 204]],
      [
        'PATCH /api/admin/recipes/{id}',
        (a, id) => a.patch(`/api/admin/recipes/${id}`).send({ isApproved: false }),
        [401, 403, 403, 403, 200],
      ],
      ['DELETE /api/admin/recipes/{id}', (a, id) => a.delete(`/api/admin/recipes/${id}`), [401, 403, 403, 403, 204]],
      ['GET /api/my-recipes', (a) => a.get('/api/my-recipes'), [401, 200, 200, 200, 200]],
    ];
    const cases = CALLS.flatMap(([call, send, statuses]) => WHO.map((who, i) => [call, who, statuses[i], send] as const));

    it.each(cases)('%s by %s answers %i', async (_call, who, status, send) => {
      const recipe = await created();
      const res = await send(await as(userOf(who)), recipe.id);
      expect(res.status).toBe(status);
      const stillThere = await em().count(Recipe, { id: recipe.id });
      expect(stillThere).toBe(status === 204 ? 0 : 1);
    });
  });

  describe('POST /api/recipes', () => {
    it('asks visitors to sign in (401) and registered members to become home cooks (403)', async () => {
      await (await as()).post('/api/recipes').send(recipeBody()).expect(401);
      const res = await (await as(registered)).post('/api/recipes').send(recipeBody()).expect(403);
      expect(res.body.message).toMatch(/Only home cooks can share recipes/);
    });

    it("publishes a home cook's recipe at once, with every field read back", async () => {
      const before = await counts();
      const body = recipeBody({
        helpfulNotes: 'Better the next day.',
        linkToFullRecipe: 'https://example.com/stew',
        tags: '["Dinner", "quick", "dinner"]',
        cuisineId: thai.id,
        prepMinutes: 10,
        cookMinutes: 35,
        servings: 4,
      });
      const res = await (await as(cook)).post('/api/recipes').send(body).expect(201);
      expect(res.body).toMatchObject({
        title: body.title,
        ingredients: body.ingredients,
        instructions: body.instructions,
        helpfulNotes: 'Better the next day.',
        linkToFullRecipe: 'https://example.com/stew',
        tags: ['dinner', 'quick'],
        cuisine: { id: thai.id, name: 'Thai' },
        prepMinutes: 10,
        cookMinutes: 35,
        servings: 4,
        isApproved: true,
        featuredImage: null,
        galleryImages: [],
        author: { id: cook.id, name: 'Cora Cook' },
      });
      expect(await counts()).toEqual({ author: before.author + 1, thai: before.thai + 1 });
      const listed = await request(app.getHttpServer()).get(`/api/recipes?tags=dinner&search=${RUN}`).expect(200);
      expect(listed.body.items.map((r: { id: number }) => r.id)).toContain(res.body.id);
    });

    it.each([
      ['a JSON list string', '["2 carrots", "1 leek"]'],
      ['a brace-wrapped list string', '{"2 carrots","1 leek"}'],
      ['newline-separated text', '2 carrots\n1 leek\n'],
      ['an array', ['2 carrots', '1 leek']],
    ])('reads ingredients sent as %s', async (_form, ingredients) => {
      const recipe = await created({ ingredients, instructions: '1. Chop.\n2. Roast.' });
      expect(recipe.ingredients).toEqual(['2 carrots', '1 leek']);
      expect(recipe.instructions).toEqual(['Chop.', 'Roast.']);
    });

    it('reads each ingredient line into amount, unit, name and note, keeps every line as written, and shows an edit at once', async () => {
      const ingredients = ['For the oats:', '1 ½ cups rolled oats, divided', '1,5 dl <b>"oat" milk</b> $& $`', 'salt to taste', '???'];
      const recipe = await created({ ingredients });
      expect(recipe.ingredients).toEqual(ingredients);
      expect(recipe.ingredientLines).toEqual([
        { text: 'For the oats:', isGroup: true, quantity: null, quantity2: null, unit: null, name: 'For the oats', note: null },
        {
          text: '1 ½ cups rolled oats, divided',
          isGroup: false,
          quantity: 1.5,
          quantity2: null,
          unit: 'cup',
          name: 'rolled oats',
          note: 'divided',
        },
        {
          text: ingredients[2],
          isGroup: false,
          quantity: 1.5,
          quantity2: null,
          unit: 'deciliter',
          name: '<b>"oat" milk</b> $& $`',
          note: null,
        },
        { text: 'salt to taste', isGroup: false, quantity: null, quantity2: null, unit: null, name: 'salt', note: 'to taste' },
        { text: '???', isGroup: false, quantity: null, quantity2: null, unit: null, name: '???', note: null },
      ]);
      const read = await request(app.getHttpServer()).get(`/api/recipes/${recipe.id}`).expect(200);
      expect(read.body.ingredientLines).toEqual(recipe.ingredientLines);
      const edited = await (
        await as(cook)
      )
        .put(`/api/recipes/${recipe.id}`)
        .send(recipeBody({ title: recipe.title, ingredients: ['2 tins chickpeas'] }))
        .expect(200);
      expect(edited.body.ingredientLines).toEqual([
        { text: '2 tins chickpeas', isGroup: false, quantity: 2, quantity2: null, unit: 'can', name: 'chickpeas', note: null },
      ]);
      // An edited recipe goes back to review: its author reads it.
      const again = await (await as(cook)).get(`/api/recipes/${recipe.id}`).expect(200);
      expect(again.body.ingredientLines).toEqual(edited.body.ingredientLines);
    });

    it('takes a multipart form with a featured image and a gallery', async () => {
      const [photo, second] = await Promise.all([pngImage(900, 600), pngImage(600, 900, '#aa3355')]);
      const body = recipeBody();
      const res = await (
        await as(cook)
      )
        .post('/api/recipes')
        .field('title', body.title)
        .field('description', body.description)
        .field('ingredients', JSON.stringify(body.ingredients))
        .field('instructions', body.instructions.join('\n'))
        .field('tags', 'Soup, winter')
        .field('cuisineId', '')
        .field('linkToFullRecipe', '')
        .attach('featuredImage', photo, 'stew.png')
        .attach('galleryImages', second, { filename: 'bowl.png', contentType: 'image/png' })
        .expect(201);
      expect(res.body.featuredImage).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\/full\.webp$/);
      expect(res.body.galleryImages).toEqual([expect.stringMatching(/^\/uploads\/images\/[0-9a-f]{32}\/full\.webp$/)]);
      expect(res.body.featuredImageVariants).toMatchObject({ url: res.body.featuredImage, width: 900, height: 600 });
      expect(res.body).toMatchObject({ tags: ['soup', 'winter'], cuisine: null, linkToFullRecipe: null });
      const file = await request(app.getHttpServer()).get(res.body.featuredImage).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toMatch(/immutable/);
    });

    it.each([
      ['no title', { title: undefined }, 'Title is required'],
      ['a blank title', { title: '   ' }, 'Title is required'],
      ['no description', { description: '' }, 'Description is required'],
      ['no ingredients', { ingredients: undefined }, 'Ingredients are required: a list, or one per line'],
      ['an empty ingredient list', { ingredients: '[]' }, 'Add at least one ingredient'],
      ['no instructions', { instructions: '  \n ' }, 'Add at least one step'],
      [
        'a bad link',
        { linkToFullRecipe: 'javascript:alert(1)' },
        'Link to full recipe must be a web address starting with http:// or https://',
      ],
      [
        'a link without a scheme',
        { linkToFullRecipe: 'example.com/x' },
        'Link to full recipe must be a web address starting with http:// or https://',
      ],
      ['a title too long', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      ['too many tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') }, 'At most 20 tags'],
      ['a negative prep time', { prepMinutes: -5 }, 'Prep time must be a whole number of minutes'],
      ['zero servings', { servings: 0 }, 'Servings must be at least 1'],
      ['a cuisine id that is not a number', { cuisineId: 'Thai' }, 'cuisineId must be the id of a cuisine'],
      ['a cuisine that does not exist', { cuisineId: 999_999 }, 'cuisineId must be the id of an active cuisine'],
      ['a field nobody asked for', { isApproved: false }, 'property isApproved should not exist'],
    ])('refuses %s with 400 and says why', async (_case, overrides, message) => {
      const res = await (await as(cook)).post('/api/recipes').send(recipeBody(overrides)).expect(400);
      expect(res.body.message).toContain(message);
    });

    it('refuses the same recipe twice (409)', async () => {
      const body = recipeBody();
      await (await as(cook)).post('/api/recipes').send(body).expect(201);
      const res = await (
        await as(otherCook)
      )
        .post('/api/recipes')
        .send({ ...body, title: `  ${body.title.toUpperCase()} ` })
        .expect(409);
      expect(res.body.message).toBe('A recipe with this title and these ingredients already exists');
    });

    describe('photos that are not good images', () => {
      const upload = async (file: Buffer, name: string, contentType = 'image/jpeg') => {
        const before = await em().count(Recipe, { author: cook.id });
        const body = recipeBody();
        const res = await (
          await as(cook)
        )
          .post('/api/recipes')
          .field('title', body.title)
          .field('description', body.description)
          .field('ingredients', body.ingredients.join('\n'))
          .field('instructions', body.instructions.join('\n'))
          .attach('featuredImage', file, { filename: name, contentType });
        expect(await em().count(Recipe, { author: cook.id })).toBe(before);
        return res;
      };

      it('refuses a text file renamed to .jpg', async () => {
        const res = await upload(TEXT_FILE, 'holiday.jpg');
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(['The featured image (holiday.jpg) is not a supported image (JPEG, PNG, WebP, AVIF or GIF)']);
      });

      it('refuses a truncated JPEG', async () => {
        const res = await upload(await truncatedJpeg(), 'half.jpg');
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(['The featured image (half.jpg) could not be read: the file is damaged or incomplete']);
      });

      it('refuses a 20000 x 20000 pixel PNG quickly', async () => {
        const bomb = pixelBombPng();
        const started = performance.now();
        const res = await upload(bomb, 'huge.png', 'image/png');
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(['The featured image (huge.png) has too many pixels (at most 40 megapixels)']);
        expect(performance.now() - started).toBeLessThan(2000);
      });

      it('refuses a file over 10 MB with 413', async () => {
        const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.jpg');
        expect(res.status).toBe(413);
        expect(res.body.message).toBe('Each image must be at most 10 MB');
      });

      it('refuses two featured images and files in unknown fields', async () => {
        const photo = await pngImage(100, 100);
        const agent = await as(cook);
        const two = await agent
          .post('/api/recipes')
          .attach('featuredImage', photo, 'a.png')
          .attach('featuredImage', photo, 'b.png')
          .expect(400);
        expect(two.body.message).toBe('At most 1 file(s) in featuredImage');
        const other = await agent.post('/api/recipes').attach('avatar', photo, 'a.png').expect(400);
        expect(other.body.message).toBe('Files are only accepted in featuredImage and galleryImages');
      });
    });
  });

  describe('PUT /api/recipes/{id}', () => {
    it('lets only the author or an admin edit: 401, 403, 404', async () => {
      const recipe = await created();
      const body = recipeBody();
      await (await as()).put(`/api/recipes/${recipe.id}`).send(body).expect(401);
      await (await as(registered)).put(`/api/recipes/${recipe.id}`).send(body).expect(403);
      const res = await (await as(otherCook)).put(`/api/recipes/${recipe.id}`).send(body).expect(403);
      expect(res.body.message).toBe('You can only change your own recipes');
      await (await as(cook)).put('/api/recipes/999999999').send(body).expect(404);
      await (await as(cook)).put('/api/recipes/abc').send(body).expect(400);
    });

    it("sends an author's edit back to review, hidden from the public, and moves the counters", async () => {
      const recipe = await created({ cuisineId: thai.id, helpfulNotes: 'Keep me.', servings: 2 });
      const before = await counts();
      const res = await (
        await as(cook)
      )
        .put(`/api/recipes/${recipe.id}`)
        .send({ ...recipeBody(), ingredients: '{"3 carrots","1 leek"}', tags: 'Roast, easy,roast', cuisineId: italian.id, servings: null })
        .expect(200);
      expect(res.body).toMatchObject({
        isApproved: false,
        ingredients: ['3 carrots', '1 leek'],
        tags: ['roast', 'easy'],
        cuisine: { name: 'Italian' },
        helpfulNotes: 'Keep me.',
        servings: null,
      });
      expect(await counts()).toEqual({ author: before.author, thai: before.thai - 1 });
      await request(app.getHttpServer()).get(`/api/recipes/${recipe.id}`).expect(404);
      await (await as(cook)).get(`/api/recipes/${recipe.id}`).expect(200);
    });

    it("keeps an admin's edit published", async () => {
      const recipe = await created();
      const res = await (
        await as(admin)
      )
        .put(`/api/recipes/${recipe.id}`)
        .send(recipeBody({ title: `${RUN} Fixed typo ${++counter}` }))
        .expect(200);
      expect(res.body.isApproved).toBe(true);
      expect(res.body.author.id).toBe(cook.id);
    });

    it('refuses blank required fields after trimming', async () => {
      const recipe = await created();
      const res = await (
        await as(cook)
      )
        .put(`/api/recipes/${recipe.id}`)
        .send(recipeBody({ description: '  ', instructions: [] }))
        .expect(400);
      expect(res.body.message).toEqual(expect.arrayContaining(['Description is required', 'Add at least one step']));
    });
  });

  describe('PUT /api/recipes/{id}/images', () => {
    it('replaces the photos: kept ones first, new ones after, the first featured', async () => {
      const agent = await as(cook);
      const body = recipeBody();
      const first = await agent
        .post('/api/recipes')
        .field({ title: body.title, description: body.description, ingredients: 'a\nb', instructions: 'c' })
        .attach('featuredImage', await pngImage(300, 200), 'one.png')
        .attach('galleryImages', await pngImage(200, 300), 'two.png')
        .expect(201);
      const [featured, gallery] = [first.body.featuredImage, first.body.galleryImages[0]];
      const res = await agent
        .put(`/api/recipes/${first.body.id}/images`)
        .field('keepImages', JSON.stringify([gallery]))
        .attach('images', await pngImage(400, 400), 'three.png')
        .expect(200);
      expect(res.body.featuredImage).toBe(gallery);
      expect(res.body.galleryImages).toHaveLength(1);
      expect(res.body.galleryImages[0]).not.toBe(featured);
      expect(res.body.isApproved).toBe(false);
    });

    it('refuses images of another recipe, too many images, and other people', async () => {
      const recipe = await created();
      const agent = await as(cook);
      const foreign = await agent
        .put(`/api/recipes/${recipe.id}/images`)
        .field('keepImages', '["/uploads/images/x/full.webp"]')
        .expect(400);
      expect(foreign.body.message).toBe('keepImages may only name images this recipe has now');
      const photo = await pngImage(50, 50);
      let tooMany = agent.put(`/api/recipes/${recipe.id}/images`);
      for (let i = 0; i < 12; i += 1) tooMany = tooMany.attach('images', photo, `p${i}.png`);
      expect((await tooMany.expect(400)).body.message).toBe('Too many files: at most 11 in one upload');
      await (await as(otherCook)).put(`/api/recipes/${recipe.id}/images`).attach('images', photo, 'p.png').expect(403);
      await (await as()).put(`/api/recipes/${recipe.id}/images`).attach('images', photo, 'p.png').expect(401);
    });
  });

  describe('DELETE /api/recipes/{id}', () => {
    it('lets only the author or an admin delete: 401, 403, 404', async () => {
      const recipe = await created();
      await (await as()).delete(`/api/recipes/${recipe.id}`).expect(401);
      await (await as(otherCook)).delete(`/api/recipes/${recipe.id}`).expect(403);
      await (await as(registered)).delete(`/api/recipes/${recipe.id}`).expect(403);
      await (await as(cook)).delete('/api/recipes/999999999').expect(404);
      await (await as(admin)).delete(`/api/recipes/${recipe.id}`).expect(204);
      await (await as(cook)).get(`/api/recipes/${recipe.id}`).expect(404);
    });

    it('removes its reviews and favourites and moves the counters back', async () => {
      const recipe = await created({ cuisineId: thai.id });
      const fork = em();
      fork.create(Review, { recipe: recipe.id, user: otherCook.id, rating: 5, comment: 'Lovely' });
      fork.create(Favorite, { recipe: recipe.id, user: registered.id });
      await fork.flush();
      const before = await counts();
      await (await as(cook)).delete(`/api/recipes/${recipe.id}`).expect(204);
      expect(await counts()).toEqual({ author: before.author - 1, thai: before.thai - 1 });
      expect(await em().count(Review, { recipe: recipe.id })).toBe(0);
      expect(await em().count(Favorite, { recipe: recipe.id })).toBe(0);
      await (await as(cook)).delete(`/api/recipes/${recipe.id}`).expect(404);
    });
  });

  describe('PATCH /api/admin/recipes/{id}', () => {
    it('lets admins approve a pending recipe, and nobody else', async () => {
      const recipe = await created({ cuisineId: thai.id });
      await (await as(cook)).put(`/api/recipes/${recipe.id}`).send(recipeBody()).expect(200);
      await (await as()).patch(`/api/admin/recipes/${recipe.id}`).send({ isApproved: true }).expect(401);
      const denied = await (await as(cook)).patch(`/api/admin/recipes/${recipe.id}`).send({ isApproved: true }).expect(403);
      expect(denied.body.message).toBe('Only administrators can do this');
      const adminAgent = await as(admin);
      await adminAgent.patch(`/api/admin/recipes/${recipe.id}`).send({ isApproved: 'yes' }).expect(400);
      await adminAgent.patch('/api/admin/recipes/999999999').send({ isApproved: true }).expect(404);
      const res = await adminAgent.patch(`/api/admin/recipes/${recipe.id}`).send({ isApproved: true }).expect(200);
      expect(res.body.isApproved).toBe(true);
      await request(app.getHttpServer()).get(`/api/recipes/${recipe.id}`).expect(200);
    });
  });

  describe('GET /api/my-recipes', () => {
    it('answers 401 to visitors', async () => {
      await (await as()).get('/api/my-recipes').expect(401);
    });

    it("lists the caller's own recipes, pending ones too, sorted and paged, with the tile figures", async () => {
      const fork = em();
      const writer = await createMember(fork, 'home_cook');
      const titles = ['Oldest', 'Middle', 'Newest'].map((t) => `${RUN} ${t} ${++counter}`);
      const ids: number[] = [];
      for (const title of titles) ids.push((await created({ title }, writer)).id);
      await (
        await as(writer)
      )
        .put(`/api/recipes/${ids[1]}`)
        .send(recipeBody({ title: titles[1] }))
        .expect(200);
      await fork.nativeUpdate(Recipe, { id: ids[0] }, { reviewCount: 3, avgRating: '4.00' });
      await fork.nativeUpdate(Recipe, { id: ids[2] }, { reviewCount: 1, avgRating: '2.00' });
      await created({}, otherCook);

      const agent = await as(writer);
      const newest = await agent.get('/api/my-recipes').expect(200);
      expect(newest.body).toMatchObject({ total: 3, totalReviews: 4, pendingCount: 1, limit: 24, offset: 0 });
      expect(newest.body.items.map((r: { title: string }) => r.title)).toEqual([...titles].reverse());
      expect(newest.body.items.map((r: { isApproved: boolean }) => r.isApproved)).toEqual([true, false, true]);
      const oldest = await agent.get('/api/my-recipes?sortBy=oldest&limit=2').expect(200);
      expect(oldest.body.items.map((r: { title: string }) => r.title)).toEqual(titles.slice(0, 2));
      const rated = await agent.get('/api/my-recipes?sortBy=rating&limit=1&offset=0').expect(200);
      expect(rated.body.items[0].title).toBe(titles[0]);
      const bad = await agent.get('/api/my-recipes?sortBy=popular').expect(400);
      expect(bad.body.message).toEqual(['sortBy must be one of: newest, oldest, rating']);
    });
  });

  describe('the vegan check', () => {
    it('flags non-vegan ingredient lines for admins only', async () => {
      const recipe = await created({ ingredients: ['2 tbsp honey', '1 cup oat milk', '2 eggs, beaten'] });
      const forAdmin = await (await as(admin)).get(`/api/recipes/${recipe.id}`).expect(200);
      expect(forAdmin.body.veganFlags).toEqual([
        { index: 0, line: '2 tbsp honey', term: 'honey' },
        { index: 2, line: '2 eggs, beaten', term: expect.stringMatching(/^eggs?$/) },
      ]);
      const forAuthor = await (await as(cook)).get(`/api/recipes/${recipe.id}`).expect(200);
      expect(forAuthor.body).not.toHaveProperty('veganFlags');
    });
  });
});
