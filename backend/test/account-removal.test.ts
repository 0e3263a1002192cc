import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QUEUES } from '@plantry/shared';
import { Queue } from 'bullmq';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { seedCuisines } from '../src/seed/seed-cuisines.js';
import { Cuisine } from '../src/modules/cuisines/entities/cuisine.entity.js';
import { StoredImage } from '../src/modules/images/entities/stored-image.entity.js';
import { Recipe } from '../src/modules/recipes/entities/recipe.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import type { Agent } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { pngImage } from './support/image-fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `zd${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;

describe('deleting a member removes everything of theirs and nothing of anyone else', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  let adminAgent: Agent;
  let thai: Cuisine;
  let italian: Cuisine;
  const em = () => orm.em.fork();
  const agentOf = (user: User) => signInAs(request.agent(app.getHttpServer()), user);
  const sql = <T>(query: string, params: unknown[] = []) => em().getConnection().execute<T[]>(query, params);

  /** A recipe shared through the API, with a photo. */
  async function share(agent: Agent, cuisine: Cuisine): Promise<number> {
    const res = await agent
      .post('/api/recipes')
      .field('title', `${RUN} Garden Bowl ${++counter}`)
      .field('description', 'Greens and grains.')
      .field('ingredients', '1 cup farro\n2 handfuls greens')
      .field('instructions', 'Cook the farro.\nToss with the greens.')
      .field('cuisineId', String(cuisine.id))
      .attach('featuredImage', await pngImage(300, 200), 'bowl.png')
      .expect(201);
    return res.body.id as number;
  }
  const review = async (agent: Agent, recipeId: number, rating: number, withPhoto = false) => {
    let req = agent.post(`/api/recipes/${recipeId}/reviews`).field('rating', String(rating));
    if (withPhoto) req = req.attach('images', await pngImage(200, 200, '#aa5511'), 'plate.png');
    await req.expect(201);
  };
  const favourite = (agent: Agent, recipeId: number) => agent.post('/api/favorites').send({ recipeId }).expect(200);
  const recipe = (id: number) => em().findOne(Recipe, id);
  const imagesOf = async (recipeIds: number[]) =>
    (
      await sql<{ url: string }>(
        `select featured_image as url from recipes where id in (${recipeIds.join(',')})
         union all select i.url from review_images i join reviews r on r.id = i.review_id where r.recipe_id in (${recipeIds.join(',')})`,
      )
    ).map((row) => row.url);

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const fork = em();
    await seedCuisines(fork);
    await fork.flush();
    thai = await fork.findOneOrFail(Cuisine, { name: 'Thai' });
    italian = await fork.findOneOrFail(Cuisine, { name: 'Italian' });
    app = await createTestApp(config);
    adminAgent = await agentOf(await createMember(fork, 'admin'));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('takes their recipes, reviews, favourites and files; others keep theirs, with exact counts', async () => {
    const fork = em();
    const [victim, bystander, reviewer] = [
      await createMember(fork, 'home_cook'),
      await createMember(fork, 'home_cook'),
      await createMember(fork, 'registered'),
    ];
    const [victimAgent, bystanderAgent, reviewerAgent] = [await agentOf(victim), await agentOf(bystander), await agentOf(reviewer)];

    // The member's: a published Thai recipe and an Italian one sent back to review by an edit.
    const published = await share(victimAgent, thai);
    const pending = await share(victimAgent, italian);
    await victimAgent
      .put(`/api/recipes/${pending}`)
      .send({ title: `${RUN} Edited Bowl`, description: 'Edited.', ingredients: ['1 cup farro'], instructions: ['Cook.'] })
      .expect(200);
    // Someone else's two recipes.
    const theirs = await share(bystanderAgent, thai);
    const theirOther = await share(bystanderAgent, italian);
    // Reviews and favourites both ways.
    await review(reviewerAgent, published, 4, true);
    await review(bystanderAgent, published, 3);
    await review(reviewerAgent, theirs, 5, true);
    await review(victimAgent, theirs, 1, true);
    await review(victimAgent, theirOther, 2);
    await favourite(victimAgent, theirs);
    await favourite(reviewerAgent, theirs);
    await favourite(bystanderAgent, published);
    await favourite(reviewerAgent, published);
    // Shopping lists both ways: the member's own, and another's with the member's recipe on it.
    await victimAgent.post(`/api/shopping-list/recipes/${theirs}`).send({}).expect(200);
    await reviewerAgent.post(`/api/shopping-list/recipes/${published}`).send({}).expect(200);

    const [thaiBefore, italianBefore] = [
      (await em().findOneOrFail(Cuisine, thai.id)).recipeCount,
      (await em().findOneOrFail(Cuisine, italian.id)).recipeCount,
    ];
    const victimFiles = [
      ...(await imagesOf([published, pending])),
      ...(
        await sql<{ url: string }>('select i.url from review_images i join reviews r on r.id = i.review_id where r.user_id = ?', [
          victim.id,
        ])
      ).map((row) => row.url),
    ];
    const keptFiles = (await imagesOf([theirs, theirOther])).filter((url) => !victimFiles.includes(url));
    expect(victimFiles).toHaveLength(4); // two featured photos, the reviewer's photo of the member's recipe, the member's review photo
    expect(keptFiles).toHaveLength(3); // their two featured photos and the reviewer's photo of one
    const removals = new Queue(QUEUES.images, {
      connection: { host: config.redis.host, port: config.redis.port },
      prefix: `${config.redis.prefix}:bull`,
    });
    const removalsBefore = (await removals.getJobs(['waiting', 'active', 'completed', 'delayed'])).filter(
      (job) => job.name === 'remove',
    ).length;

    await adminAgent.delete(`/api/admin/users/${victim.id}`).expect(204);

    // Theirs is gone.
    expect(await em().findOne(User, victim.id)).toBeNull();
    expect(await recipe(published)).toBeNull();
    expect(await recipe(pending)).toBeNull();
    const [left] = await sql<{ reviews: number; favourites: number; tokens: number; shopping: number }>(
      `select (select count(*) from reviews where user_id = ? or recipe_id in (?, ?)) as reviews,
              (select count(*) from favorites where user_id = ? or recipe_id in (?, ?)) as favourites,
              (select count(*) from email_verification_tokens where user_id = ?) + (select count(*) from password_reset_tokens where user_id = ?) as tokens,
              (select count(*) from shopping_list_items where user_id = ?) as shopping`,
      [victim.id, published, pending, victim.id, published, pending, victim.id, victim.id, victim.id],
    );
    expect(left).toEqual({ reviews: 0, favourites: 0, tokens: 0, shopping: 0 });
    expect(await em().count(StoredImage, { url: { $in: victimFiles } })).toBe(0);
    const jobs = (await removals.getJobs(['waiting', 'active', 'completed', 'delayed'])).filter((job) => job.name === 'remove');
    expect(jobs.length).toBe(removalsBefore + 1);
    const removedKeys = jobs.flatMap((job) => job.data.keys as string[]);
    for (const url of victimFiles) expect(removedKeys).toContain(url.replace(/^\/uploads\//, ''));
    await removals.close();
    await victimAgent.get('/api/auth/user').expect(401);

    // Everyone else's stays, with counts that no longer include the member.
    expect(await recipe(theirs)).toMatchObject({ reviewCount: 1, avgRating: '5.00', favoriteCount: 1 });
    expect(await recipe(theirOther)).toMatchObject({ reviewCount: 0, avgRating: '0.00', favoriteCount: 0 });
    expect(await em().count(StoredImage, { url: { $in: keptFiles } })).toBe(3);
    expect((await em().findOneOrFail(User, bystander.id)).recipeCount).toBe(2);
    expect((await em().findOneOrFail(Cuisine, thai.id)).recipeCount).toBe(thaiBefore - 1);
    expect((await em().findOneOrFail(Cuisine, italian.id)).recipeCount).toBe(italianBefore);
    // A list keeps what was added from a recipe that is gone: it was bought for, or is still to be.
    expect((await reviewerAgent.get('/api/shopping-list').expect(200)).body.items).toEqual([
      expect.objectContaining({ name: 'farro', quantity: 1, unit: 'cup', recipes: [expect.objectContaining({ id: published })] }),
      expect.objectContaining({ name: 'greens', quantity: 2, unit: 'handful' }),
    ]);
    const reviewerLists = await reviewerAgent.get('/api/favorites').expect(200);
    expect(reviewerLists.body.items.map((f: { recipe: { id: number } }) => f.recipe.id)).toEqual([theirs]);
    await adminAgent.delete(`/api/admin/users/${victim.id}`).expect(404);
  }, 60_000);

  it('keeps counts exact while others review and save the same recipes during the deletion', async () => {
    const fork = em();
    const victim = await createMember(fork, 'home_cook');
    const owner = await createMember(fork, 'home_cook');
    const crowd = await Promise.all(Array.from({ length: 6 }, () => createMember(em(), 'registered')));
    const [victimAgent, ownerAgent] = [await agentOf(victim), await agentOf(owner)];
    const crowdAgents = await Promise.all(crowd.map(agentOf));
    const shared = await share(ownerAgent, thai);
    const doomed = await share(victimAgent, thai);
    await review(victimAgent, shared, 1);
    await favourite(victimAgent, shared);

    const responses = await Promise.all([
      adminAgent.delete(`/api/admin/users/${victim.id}`),
      ...crowdAgents.map((agent, i) => agent.post(`/api/recipes/${shared}/reviews`).field('rating', String((i % 5) + 1))),
      ...crowdAgents.map((agent) => agent.post('/api/favorites').send({ recipeId: shared })),
      ...crowdAgents.map((agent) => agent.post('/api/favorites').send({ recipeId: doomed })),
    ]);
    expect(responses[0].status).toBe(204);
    for (const res of responses) expect(res.status).toBeLessThan(500);
    const [actual] = await sql<{ reviews: number; average: string; favourites: number }>(
      `select (select count(*) from reviews where recipe_id = ?) as reviews, (select coalesce(round(avg(rating), 2), 0) from reviews where recipe_id = ?) as average,
              (select count(*) from favorites where recipe_id = ?) as favourites`,
      [shared, shared, shared],
    );
    expect(actual.reviews).toBe(6);
    expect(await recipe(shared)).toMatchObject({ reviewCount: 6, avgRating: Number(actual.average).toFixed(2), favoriteCount: 6 });
    expect(Number(actual.favourites)).toBe(6);
    expect(await recipe(doomed)).toBeNull();
  }, 60_000);
});
