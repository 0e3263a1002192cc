/**
 * The shared ground of the attack suite: one API in-process on the test database, five kinds of
 * caller, and makers of real objects for them to act on.
 *
 * Every object a test acts on belongs to the home cook ("author A"): their recipes, their reviews
 * (on recipes by the other author), their favourites. The other author is a home cook with recipes
 * of their own who owns none of those; the registered member has no recipes at all.
 */
import { EntityManager, MikroORM } from '@mikro-orm/mariadb';
import { Redis } from 'ioredis';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Role } from '@plantry/shared';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { hashPassword } from '../../../src/common/auth/password-hashing.js';
import type { AppConfig } from '../../../src/config/app-config.js';
import { ormOptions } from '../../../src/infrastructure/database/orm-options.js';
import { AccountTokensService, type TokenKind } from '../../../src/modules/auth/account-tokens.service.js';
import { ContactMessage } from '../../../src/modules/contact/entities/contact-message.entity.js';
import { Cuisine } from '../../../src/modules/cuisines/entities/cuisine.entity.js';
import { CsvImport } from '../../../src/modules/import/entities/csv-import.entity.js';
import { User } from '../../../src/modules/users/entities/user.entity.js';
import type { Agent } from '../../support/accounts.js';
import { createMember, createRecipe, MEMBER_PASSWORD } from '../../support/fixtures.js';
import { createTestApp, testConfig } from '../../test-app.js';

export type Actor = 'visitor' | 'registered' | 'homeCook' | 'otherAuthor' | 'admin';
export const ACTORS: readonly Actor[] = ['visitor', 'registered', 'homeCook', 'otherAuthor', 'admin'];
const ROLE_OF: Record<Exclude<Actor, 'visitor'>, Role> = {
  registered: 'registered',
  homeCook: 'home_cook',
  otherAuthor: 'home_cook',
  admin: 'admin',
};

/** Someone making requests: their cookie jar (agent), their account, and their session cookie as sent at sign-in. */
export interface Caller {
  who: Actor;
  agent: Agent;
  user?: User;
  cookie?: string;
}

/** A word no other run uses, for titles, names and subjects. */
export const RUN = `zs${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;
export const unique = (label: string) => `${RUN} ${label} ${++counter}`;

export const sidCookieOf = (res: request.Response) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith('sid='))?.split(';')[0];

export interface World {
  app: NestExpressApplication;
  config: AppConfig;
  orm: MikroORM;
  /** The site's own origin, as a browser on it sends it. */
  origin: string;
  em: () => EntityManager;
  sql: <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;
  /** A request without cookies. */
  anonymous: () => ReturnType<typeof request>;
  /** A new browser: a cookie jar, signed in as nobody. */
  agent: () => Agent;
  callers: Record<Actor, Caller>;
  /** A new account of this kind, signed in on a new agent (a new agent for visitors). */
  freshCaller: (who: Actor) => Promise<Caller>;
  signIn: (user: User) => Promise<Caller>;
  make: ReturnType<typeof makers>;
  /** Forgets every rate-limit count of the test prefix (for tests that run with the real limits). */
  clearRateLimits: () => Promise<void>;
  /** Runs `use` with a connection to the test Redis (its keys carry `config.redis.prefix`). */
  redis: <T>(use: (redis: Redis) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

/** MEMBER_PASSWORD hashed as the app hashes passwords (lighter than the fixtures' argon2 defaults, so sign-ins cost what they cost in production). */
let appHash: Promise<string> | undefined;

function makers(em: () => EntityManager, callers: () => Record<Actor, Caller>) {
  const make = {
    /** A verified member with MEMBER_PASSWORD. */
    async member(role: Role = 'registered', { verified = true } = {}): Promise<User> {
      const fork = em();
      const user = await createMember(fork, role);
      user.passwordHash = await (appHash ??= hashPassword(MEMBER_PASSWORD));
      user.emailVerified = verified;
      await fork.flush();
      return user;
    },
    unverifiedMember: () => make.member('registered', { verified: false }),
    /** A recipe by this author, approved unless told otherwise. */
    async recipe(
      authorId: number,
      { approved = true, featuredImage = null as string | null } = {},
    ): Promise<{ id: number; title: string }> {
      const fork = em();
      const title = unique('Lentil Stew');
      const recipe = await createRecipe(fork, { title, author: await fork.findOneOrFail(User, authorId), isApproved: approved });
      if (featuredImage) {
        recipe.featuredImage = featuredImage;
        await fork.flush();
      }
      return { id: recipe.id, title };
    },
    /** A review by the home cook on a new approved recipe by the other author, posted through the API. */
    async review(): Promise<{ id: number; recipeId: number }> {
      const recipe = await make.recipe(callers().otherAuthor.user!.id);
      const res = await callers()
        .homeCook.agent.post(`/api/recipes/${recipe.id}/reviews`)
        .send({ rating: 4, comment: 'Lovely and warming.' });
      if (res.status !== 201) throw new Error(`review failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as number, recipeId: recipe.id };
    },
    async favorite(userId: number, recipeId: number): Promise<void> {
      await em().execute('insert into favorites (user_id, recipe_id, created_at) values (?, ?, ?)', [userId, recipeId, new Date()], 'run');
      await em().execute('update recipes set favorite_count = favorite_count + 1 where id = ?', [recipeId], 'run');
    },
    /** An item on this member's shopping list, named uniquely. */
    async shoppingItem(userId: number): Promise<{ id: number; name: string }> {
      const name = unique('Pepper').toLowerCase();
      const now = new Date();
      const result = await em().execute<{ insertId: number }>(
        "insert into shopping_list_items (user_id, name, item_key, unit, quantity, checked, recipes, created_at, updated_at) values (?, ?, ?, '', 1, 0, '[]', ?, ?)",
        [userId, name, name, now, now],
        'run',
      );
      return { id: result.insertId, name };
    },
    async cuisine(): Promise<number> {
      const fork = em();
      const cuisine = fork.create(Cuisine, { name: unique('Cuisine') });
      await fork.flush();
      return cuisine.id;
    },
    async message(): Promise<number> {
      const fork = em();
      const message = fork.create(ContactMessage, {
        name: 'Vi Sitor',
        email: 'vi@example.com',
        subject: unique('Question'),
        message: 'How do I share a recipe?',
      });
      await fork.flush();
      return message.id;
    },
    async importRun(adminId: number): Promise<string> {
      const fork = em();
      const run = fork.create(CsvImport, { id: randomUUID(), admin: adminId, fileName: 'old.csv', fileSize: 10, state: 'completed' });
      await fork.flush();
      return run.id;
    },
    /** A verification or reset token of this member, as the emailed link carries it. */
    async token(kind: TokenKind, user: User): Promise<string> {
      const fork = em();
      const token = new AccountTokensService(fork).issue(fork, kind, user.id);
      await fork.flush();
      return token;
    },
  };
  return make;
}

/** Starts the API (no worker: nothing here needs one) with these settings over the test environment's. */
export async function createWorld(env: NodeJS.ProcessEnv = {}): Promise<World> {
  const config = testConfig(env);
  const orm = await MikroORM.init(ormOptions(config));
  const app = await createTestApp(config);
  const em = () => orm.em.fork();
  const callers = {} as Record<Actor, Caller>;
  const agent = () => request.agent(app.getHttpServer());

  const signIn = async (user: User): Promise<Caller> => {
    const caller: Caller = { who: 'visitor', agent: agent(), user };
    const res = await caller.agent.post('/api/login').send({ email: user.email, password: MEMBER_PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    caller.cookie = sidCookieOf(res);
    return caller;
  };
  const make = makers(em, () => callers);
  const freshCaller = async (who: Actor): Promise<Caller> =>
    who === 'visitor' ? { who, agent: agent() } : { ...(await signIn(await make.member(ROLE_OF[who]))), who };

  for (const who of ACTORS) callers[who] = await freshCaller(who);
  const withRedis = async <T>(use: (redis: Redis) => Promise<T>): Promise<T> => {
    const redis = new Redis({ host: config.redis.host, port: config.redis.port, password: config.redis.password });
    try {
      return await use(redis);
    } finally {
      redis.disconnect();
    }
  };
  return {
    app,
    config,
    orm,
    origin: new URL(config.publicUrl).origin,
    em,
    sql: (query, params = []) => em().execute(query, params),
    anonymous: () => request(app.getHttpServer()),
    agent,
    callers,
    freshCaller,
    signIn,
    make,
    clearRateLimits: () =>
      withRedis(async (redis) => {
        const keys = await redis.keys(`${config.redis.prefix}:rl:*`);
        if (keys.length) await redis.del(...keys);
      }),
    redis: withRedis,
    close: async () => {
      await app.close();
      await orm.close();
    },
  };
}
