import { MikroORM } from '@mikro-orm/mariadb';
import { QUEUES, TRENDING } from '@plantry/shared';
import { Queue } from 'bullmq';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { startStack, type Stack } from './support/accounts.js';
import { createMember, createRecipe } from './support/fixtures.js';
import { poll } from './support/processes.js';

const RUN = `tr${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

describe('trending: recent saves and reviews, fading with age, times the Bayesian rating', () => {
  let stack: Stack;
  let orm: MikroORM;
  let cook: User;
  const sql = <T>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);
  const fans: User[] = [];

  /** `saves` favourites and `stars` reviews (one a member) of the recipe, `daysAgo` days ago; the recipe's rating set from them. */
  async function activity(
    recipeId: number,
    { saves, stars, daysAgo, hidden = false }: { saves: number; stars: number[]; daysAgo: number; hidden?: boolean },
  ) {
    const at = `now(3) - interval ${daysAgo * 24 * 60} minute`;
    for (const fan of fans.slice(0, saves))
      await sql(`insert into favorites (user_id, recipe_id, created_at) values (?, ?, ${at})`, [fan.id, recipeId]);
    for (const [index, rating] of stars.entries()) {
      await sql(
        `insert into reviews (recipe_id, user_id, rating, helpful_count, created_at, updated_at, hidden_at) values (?, ?, ?, 0, ${at}, ${at}, ${hidden ? 'now(3)' : 'null'})`,
        [recipeId, fans[fans.length - 1 - index].id, rating],
      );
    }
    const shown = hidden ? [] : stars;
    const average = shown.length ? shown.reduce((a, b) => a + b, 0) / shown.length : 0;
    await sql('update recipes set favorite_count = ?, review_count = ?, avg_rating = ? where id = ?', [
      saves,
      shown.length,
      average,
      recipeId,
    ]);
  }

  const recipe = async (title: string, createdDaysAgo = 1) =>
    (
      await createRecipe(orm.em.fork(), {
        title: `${RUN} ${title}`,
        author: cook,
        createdAt: new Date(Date.now() - createdDaysAgo * 86_400_000),
      })
    ).id;
  const scoreOf = async (id: number) =>
    Number((await sql<{ s: string }>('select trending_score as s from recipes where id = ?', [id]))[0].s);

  beforeAll(async () => {
    stack = await startStack();
    orm = await MikroORM.init(ormOptions(stack.config));
    cook = await createMember(orm.em.fork(), 'home_cook', { firstName: 'Tia', lastName: RUN });
    for (let i = 0; i < 6; i++) fans.push(await createMember(orm.em.fork(), 'registered', { firstName: `Fan${i}`, lastName: RUN }));
  }, 60_000);
  afterAll(async () => {
    await stack.close();
    await orm.close();
  });

  it('ranks a new recipe cooks save and rate well above old favourites, a badly rated one and last week’s, and counts no hidden review', async () => {
    const rising = await recipe('Rising Ramen');
    const badlyRated = await recipe('Badly Rated Bake');
    const lastWeek = await recipe('Last Week Laksa', 10);
    const oldFavourite = await recipe('Old Favourite Okra', 90);
    const hiddenOnly = await recipe('Hidden Review Hash');
    const quiet = await recipe('Quiet Quinoa', 2);
    await activity(rising, { saves: 3, stars: [5], daysAgo: 0 });
    await activity(badlyRated, { saves: 3, stars: [1], daysAgo: 0 });
    await activity(lastWeek, { saves: 3, stars: [5], daysAgo: 7 });
    await activity(oldFavourite, { saves: 5, stars: [5, 5], daysAgo: TRENDING.windowDays + 1 });
    await activity(hiddenOnly, { saves: 0, stars: [5], daysAgo: 0, hidden: true });

    const queue = new Queue(QUEUES.recipes, { connection: { host: '127.0.0.1', port: 6379 }, prefix: `${stack.config.redis.prefix}:bull` });
    try {
      await queue.add('trending', {}, { removeOnComplete: true });
      await poll('the trending job', async () => ((await scoreOf(rising)) > 0 ? true : undefined), 30_000);
    } finally {
      await queue.close();
    }

    // 3 saves and a review (counting 2) now: heat 5; rating (5 + 17.5) / 6 = 3.75 of 5.
    expect(await scoreOf(rising)).toBeCloseTo((5 * 3.75) / 5, 2);
    // The same a week ago fades to e^-1.
    expect(await scoreOf(lastWeek)).toBeCloseTo((5 * Math.exp(-1) * 3.75) / 5, 2);
    expect(await scoreOf(badlyRated)).toBeLessThan(await scoreOf(rising));
    expect(await scoreOf(badlyRated)).toBeGreaterThan(await scoreOf(lastWeek));
    for (const none of [oldFavourite, hiddenOnly, quiet]) expect(await scoreOf(none)).toBe(0);

    // The sort: by score, then newest first among equals (the lists sorted by activity are read afresh).
    const res = await stack.agent().get('/api/recipes').query({ authorId: cook.id, sortBy: 'trending', limit: 10 }).expect(200);
    expect((res.body as { items: { id: number }[] }).items.map((item) => item.id)).toEqual([
      rising,
      badlyRated,
      lastWeek,
      hiddenOnly,
      quiet,
      oldFavourite,
    ]);
    await stack.agent().get('/api/recipes').query({ sortBy: 'hottest' }).expect(400);
  });
});
