import { MikroORM } from '@mikro-orm/mariadb';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { Cuisine } from '../../src/modules/cuisines/entities/cuisine.entity.js';
import type { Recipe } from '../../src/modules/recipes/entities/recipe.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { runApi, type ApiProcess } from '../support/api-process.js';
import { reportFigures } from '../support/fault-figures.js';
import { createMember, createRecipe, MEMBER_PASSWORD } from '../support/fixtures.js';
import { HttpClient, type Answer, type JsonBody } from '../support/http-client.js';
import { testConfig } from '../test-app.js';

/** How long the load lasts (the issue asks for a minute). */
const SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 60);
/** Requests in flight at once: each virtual browser sends its next request as soon as the last is answered. */
const IN_FLIGHT = 1000;
const MEMBERS = 100;
/** The browsers join one every 3 ms (all of them in 3 s). */
const RAMP_MS_EACH = 3;
const RECIPES = 40;
const WORDS = ['lentil', 'chickpea', 'tofu', 'mushroom', 'pumpkin', 'spinach', 'coconut', 'tempeh'];

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
/** CPU time a process has used so far, in ms (Linux: /proc/<pid>/stat, in ticks of 10 ms); NaN elsewhere. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

interface Tally {
  statuses: Map<string, number>;
  latencies: number[];
  byKind: Map<string, number[]>;
  errors: string[];
  inFlight: number;
  maxInFlight: number;
}

/**
 * A thousand requests in flight at once for FAULTS_LOAD_SECONDS against the API as its own
 * process, from a raw keep-alive HTTP client: members reading recipes, lists and searches, saving
 * and unsaving favourites, writing, changing and deleting reviews, and signing in. Not one 5xx, and
 * afterwards every counter equals its rows, in the database and in what the API answers.
 */
describe(`${IN_FLIGHT} requests in flight for ${SECONDS} s`, () => {
  const config = testConfig();
  let orm: MikroORM;
  let api: ApiProcess;
  // Connections stay open and are reused (no limit on idle ones: Node's default of 256 would close and reopen them).
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity });

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    // Every request comes from 127.0.0.1: the limits per address would refuse most of them.
    api = await runApi({ RATE_LIMIT_MULTIPLIER: '1000000' });
  }, 60_000);

  afterAll(async () => {
    agent.destroy();
    await api?.stop();
    await orm?.close();
  }, 30_000);

  it(
    'answers without a single 5xx and keeps every count equal to its rows',
    async () => {
      const mark = `Load ${randomUUID().slice(0, 8)}`;
      const em = orm.em.fork();
      const cuisine = em.create(Cuisine, { name: mark });
      await em.flush();
      const authors: User[] = [];
      for (let i = 0; i < 4; i += 1) authors.push(await createMember(em));
      const recipes: Recipe[] = [];
      for (let i = 0; i < RECIPES; i += 1) {
        const word = WORDS[i % WORDS.length];
        recipes.push(
          await createRecipe(em, {
            title: `${mark} ${word} bowl ${i}`,
            description: `A ${word} bowl for the load test.`,
            author: authors[i % authors.length],
            cuisine,
            tags: [word],
          }),
        );
      }
      const members: User[] = [];
      for (let i = 0; i < MEMBERS; i += 1) members.push(await createMember(em));
      const recipeIds = recipes.map((r) => r.id);
      const recipeIdSet = new Set(recipeIds);

      // A minute's wait at most for an answer: with a thousand in flight, queueing is expected.
      const base = new HttpClient(api.url, agent, 60_000);
      const browsers: HttpClient[] = [];
      browsers.push(
        ...(await Promise.all(
          members.map(async (member) => {
            const browser = base.another();
            await browser.signIn(member.email, MEMBER_PASSWORD);
            return browser;
          }),
        )),
      );
      /** Each member's review of each recipe, as far as this member's browsers know. */
      const reviewIds = new Map<string, number>();
      /** Reviews a delete was sent for: an edit already on its way may then find it gone (404). */
      const deletedReviews = new Set<number>();

      const tally: Tally = { statuses: new Map(), latencies: [], byKind: new Map(), errors: [], inFlight: 0, maxInFlight: 0 };
      /** Sends the request and counts its answer under `kind` and its status (or what `explain` calls it). */
      const send = async <T = JsonBody>(
        kind: string,
        request: () => Promise<Answer<T>>,
        explain?: (answer: Answer<T>) => string | undefined,
      ): Promise<Answer<T> | undefined> => {
        tally.inFlight += 1;
        tally.maxInFlight = Math.max(tally.maxInFlight, tally.inFlight);
        try {
          const answer = await request();
          const key = `${kind} ${explain?.(answer) ?? answer.status}`;
          tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
          tally.latencies.push(answer.ms);
          if (!tally.byKind.has(kind)) tally.byKind.set(kind, []);
          tally.byKind.get(kind)!.push(answer.ms);
          return answer;
        } catch (error) {
          tally.errors.push(`${kind}: ${(error as Error).message}`);
          return undefined;
        } finally {
          tally.inFlight -= 1;
        }
      };

      /** One request of a member's browser, of a kind drawn by weight. */
      const step = async (n: number, visitor: HttpClient) => {
        const m = n % MEMBERS;
        const browser = browsers[m];
        const recipeId = pick(recipeIds);
        const key = `${m}:${recipeId}`;
        const roll = Math.random() * 100;
        if (roll < 28) return send('recipe', () => browser.get(`/api/recipes/${recipeId}`));
        if (roll < 46)
          return send('list', () =>
            browser.get(`/api/recipes?limit=12&offset=${Math.floor(Math.random() * 30)}&cuisine=${encodeURIComponent(mark)}`),
          );
        if (roll < 56) return send('search', () => visitor.get(`/api/recipes?search=${pick(WORDS)}&limit=12`));
        if (roll < 65) return send('favourite', () => browser.post('/api/favorites', { recipeId }));
        if (roll < 74) return send('unfavourite', () => browser.delete(`/api/favorites/${recipeId}`));
        if (roll < 78) return send('favourites', () => browser.get('/api/favorites?limit=12'));
        if (roll < 82) {
          const answer = await send('review', () =>
            browser.post<{ id: number }>(`/api/recipes/${recipeId}/reviews`, {
              rating: 1 + Math.floor(Math.random() * 5),
              comment: 'Tried it during the load test.',
            }),
          );
          if (answer?.status === 201) reviewIds.set(key, answer.body.id);
          return answer;
        }
        if (roll < 85) {
          const id = reviewIds.get(key);
          if (!id) return undefined;
          // Sent while the same member's other browser deletes that review, a 404 is the right answer.
          return send(
            'edit review',
            () => browser.patch(`/api/reviews/${id}`, { rating: 1 + Math.floor(Math.random() * 5) }),
            (answer) => (answer.status === 404 && deletedReviews.has(id) ? 'gone' : undefined),
          );
        }
        if (roll < 87) {
          const id = reviewIds.get(key);
          if (!id) return undefined;
          reviewIds.delete(key);
          deletedReviews.add(id);
          return send('delete review', () => browser.delete(`/api/reviews/${id}`));
        }
        if (roll < 94) return send('reviews', () => visitor.get(`/api/recipes/${recipeId}/reviews?limit=10`));
        if (roll < 98) return send('cuisines', () => visitor.get('/api/cuisines'));
        return send('sign-in', () => visitor.post('/api/login', { email: members[m].email, password: MEMBER_PASSWORD }));
      };

      // The browsers join over the first seconds: a thousand connections opened in one go would
      // overflow the API's queue of new connections (511), and the kernel would retry some of them
      // for many seconds.
      const cpuBefore = { api: cpuMs(api.child.pid!), me: cpuMs(process.pid) };
      const started = Date.now();
      const deadline = started + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async (_, n) => {
          await new Promise((r) => setTimeout(r, n * RAMP_MS_EACH));
          const visitor = base.another();
          while (Date.now() < deadline) await step(n, visitor);
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      const cpuShare = (now: number, before: number) => `${Math.round((now - before) / seconds / 10)}%`;

      const total = tally.latencies.length;
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      const fiveHundreds = [...tally.statuses].filter(([key]) => Number(key.split(' ').pop()) >= 500);
      reportFigures(
        'load',
        `${IN_FLIGHT} in flight (max seen ${tally.maxInFlight}) for ${seconds.toFixed(1)} s: ${total} answers, ${Math.round(total / seconds)} requests/s, ` +
          `latency p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms, p99 ${Math.round(percentile(sorted, 99))} ms, max ${Math.round(sorted[total - 1])} ms; ` +
          `5xx: ${fiveHundreds.reduce((sum, [, n]) => sum + n, 0)}, network errors: ${tally.errors.length}; ` +
          `CPU: API ${cpuShare(cpuMs(api.child.pid!), cpuBefore.api)}, load client ${cpuShare(cpuMs(process.pid), cpuBefore.me)} (of one core)\n` +
          [...tally.statuses]
            .sort()
            .map(([key, n]) => `  ${key}: ${n}`)
            .join('\n') +
          '\n' +
          [...tally.byKind]
            .sort()
            .map(([kind, ms]) => {
              const k = [...ms].sort((a, b) => a - b);
              return `  ${kind}: p50 ${Math.round(percentile(k, 50))} ms, p99 ${Math.round(percentile(k, 99))} ms`;
            })
            .join('\n'),
      );
      expect(tally.maxInFlight).toBe(IN_FLIGHT);
      expect(fiveHundreds).toEqual([]);
      expect(tally.errors.slice(0, 5)).toEqual([]);
      // Answers other than success are the expected refusals: a second review of a recipe (409), and
      // an edit that met the same member's delete of that review ('gone', a 404).
      const unexpected = [...tally.statuses].filter(
        ([key]) => !/ (200|201|204)$/.test(key) && key !== 'review 409' && key !== 'edit review gone',
      );
      expect(unexpected).toEqual([]);

      // Afterwards every counter equals its rows, in the database...
      const rows = await orm.em.fork().execute<
        {
          id: number;
          favorite_count: number;
          favorites: number;
          review_count: number;
          reviews: number;
          avg_rating: string;
          average: string | null;
        }[]
      >(
        `select r.id, r.favorite_count, (select count(*) from favorites f where f.recipe_id = r.id) as favorites,
         r.review_count, (select count(*) from reviews v where v.recipe_id = r.id) as reviews,
         r.avg_rating, (select round(avg(v.rating), 2) from reviews v where v.recipe_id = r.id) as average
       from recipes r where r.cuisine_id = ?`,
        [cuisine.id],
      );
      expect(rows).toHaveLength(RECIPES);
      for (const row of rows) {
        expect({
          id: row.id,
          favorites: Number(row.favorite_count),
          reviews: Number(row.review_count),
          average: Number(row.avg_rating),
        }).toEqual({
          id: row.id,
          favorites: Number(row.favorites),
          reviews: Number(row.reviews),
          average: Number(row.average ?? 0),
        });
      }
      const writes = rows.reduce((sum, row) => sum + Number(row.favorites) + Number(row.reviews), 0);
      expect(writes).toBeGreaterThan(0);
      const [{ cuisine_count: cuisineCount }] = await orm.em
        .fork()
        .execute<{ cuisine_count: number }[]>('select recipe_count as cuisine_count from cuisines where id = ?', [cuisine.id]);
      expect(Number(cuisineCount)).toBe(RECIPES);

      // ...and in what the API answers now (its cached pages included).
      const visitor = base.another();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const answered = await Promise.all(
        recipeIds.map(async (id) => ({
          id,
          recipe: (await visitor.get(`/api/recipes/${id}`)).body,
          reviews: (await visitor.get(`/api/recipes/${id}/reviews?limit=1`)).body,
        })),
      );
      for (const { id, recipe, reviews } of answered) {
        const row = byId.get(id)!;
        expect({
          id,
          favorites: recipe.favoriteCount,
          reviews: recipe.reviewCount,
          average: recipe.avgRating,
          total: reviews.total,
        }).toEqual({
          id,
          favorites: Number(row.favorites),
          reviews: Number(row.reviews),
          average: Number(row.average ?? 0),
          total: Number(row.reviews),
        });
      }
      const list = await visitor.get(`/api/recipes?limit=1&cuisine=${encodeURIComponent(mark)}`);
      expect(list.body.total).toBe(RECIPES);
      const saved = await orm.em.fork().execute<{ user_id: number; n: number }[]>(
        `select user_id, count(*) as n from favorites where user_id in (${members.map(() => '?').join(', ')}) group by user_id`,
        members.map((member) => member.id),
      );
      const savedBy = new Map(saved.map((row) => [row.user_id, Number(row.n)]));
      const pages = await Promise.all(
        browsers.map((browser) => browser.get<{ total: number; items: { recipe: { id: number } }[] }>('/api/favorites?limit=1')),
      );
      for (const [m, { body }] of pages.entries()) {
        expect({ member: m, total: body.total }).toEqual({ member: m, total: savedBy.get(members[m].id) ?? 0 });
        expect(body.items.every((item) => recipeIdSet.has(item.recipe.id))).toBe(true);
      }
    },
    (SECONDS + 180) * 1000,
  );
});
