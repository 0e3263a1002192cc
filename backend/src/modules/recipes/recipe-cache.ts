import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { CatalogueReads } from '../../common/cache/catalogue-reads.js';
import { rememberJson } from '../../common/http/cached-json.interceptor.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { readFromPrimary } from '../../infrastructure/database/read-replicas.js';
import { Metrics } from '../../infrastructure/metrics/metrics.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import { decode, encode, FRESH_FOR_MS, KEPT_FOR_MS, verdict, type Entry } from './cache-entry.js';

/**
 * Entries also kept in this process, parsed: the most recently used, up to this many characters of
 * their JSON (a card is 1 to 2 KB, a recipe page about 5, a list page 15). Parsed values and the
 * kept text take about three times that in memory: some 12 MB of the API's heap.
 */
const LOCAL_JSON_CHARS = 4_000_000;
/** How long one process may hold the right to recompute an entry in the background. */
const REFRESH_LOCK_MS = 10_000;

/** Cards in the order asked for, with the versions they were read at (none when read without Redis). */
export interface Cards<T> {
  cards: T[];
  versions?: string;
}

/** The ordered lists whose order follows reviews and hearts (their entries follow the activity version). */
export interface ListScope {
  followsActivity?: boolean;
}

/**
 * What everyone sees of recipes, kept in Redis with each process's most used entries parsed in
 * memory. Invalidation is scoped to what a write changes (docs/decisions/performance.md):
 * - the catalogue version (recipes created, edited, approved or deleted, cuisines, members' names,
 *   images) is part of every key: such a write drops every entry at once;
 * - a recipe's version (its reviews, hearts, edits) is part of the keys of its page, its reviews and
 *   its card: the cards that fill every list are cached one by one, so a review shows at once in
 *   every list that holds the recipe, without recomputing any list;
 * - a member's version (their hearts) is part of the keys of what they have saved: the hearts on
 *   the cards they see and their favourites page follow their own clicks at once;
 * - the activity version (any review or heart) is stored in the entries of the lists ordered by
 *   rating, popularity or featured score: they are recomputed at most every few seconds, one
 *   process at a time, while the others serve the previous order (cache-entry.ts states the bound).
 * Concurrent misses of one entry in a process share one computation. Without Redis everything is
 * computed. What is stored is read from the database's primary, never from a replica that may lag:
 * a stale entry would be served until the next write.
 */
@Injectable()
export class RecipeCache implements CatalogueReads {
  private readonly logger = new Logger(RecipeCache.name);
  private readonly prefix: string;
  private readonly inFlight = new Map<string, Promise<Entry<unknown>>>();
  private readonly local = new LRUCache<string, Entry<unknown>>({ maxSize: LOCAL_JSON_CHARS });
  /** Pages built of a list entry (the key) and cards (`assembled`); forgotten with the list entry. */
  private readonly pages = new WeakMap<object, { versions: string; page: unknown }>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.prefix = `${config.redis.prefix}:recipe-cache`;
  }

  private get catalogueVersion(): string {
    return `${this.prefix}:version`;
  }

  private get activityVersion(): string {
    return `${this.prefix}:activity-version`;
  }

  private recipeVersion(id: number): string {
    return `${this.prefix}:recipe-version:${id}`;
  }

  private memberVersion(userId: number): string {
    return `${this.prefix}:member-version:${userId}`;
  }

  /** A value that depends on what lists show (`what` is any JSON-able description of it). */
  get<T>(what: unknown, compute: () => Promise<T>, scope: ListScope = {}): Promise<T> {
    return this.cached([], what, compute, scope.followsActivity ?? false);
  }

  /** A value that depends on what lists show and on one recipe. */
  getForRecipe<T>(id: number, what: unknown, compute: () => Promise<T>): Promise<T> {
    return this.cached([this.recipeVersion(id)], what, compute, false);
  }

  /** A value that depends on what lists show and on what one member has saved (their hearts). */
  getForMember<T>(userId: number, what: unknown, compute: () => Promise<T>): Promise<T> {
    return this.cached([this.memberVersion(userId)], { member: userId, what }, compute, false);
  }

  /**
   * The cards of these recipes, in the order given, each cached under its recipe's version;
   * `compute` reads the missing ones at once (those it does not return are left out).
   */
  async cards<T extends { id: number }>(ids: number[], compute: (ids: number[]) => Promise<T[]>): Promise<Cards<T>> {
    if (ids.length === 0) return { cards: [] };
    const versions = await this.redis.mget(this.catalogueVersion, ...ids.map((id) => this.recipeVersion(id))).catch(() => undefined);
    if (!versions) {
      this.counted('card', 'computed', ids.length);
      return { cards: await compute(ids) };
    }
    const [catalogue, ...recipes] = versions.map((v) => v ?? '0');
    const keys = new Map(ids.map((id, i) => [id, `${this.prefix}:card:${catalogue}.${recipes[i]}:${id}`]));
    const found = new Map<number, T>();
    const now = Date.now();
    const take = (id: number, entry: Entry<unknown> | undefined) => {
      if (!entry || now - entry.at >= FRESH_FOR_MS) return false;
      found.set(id, entry.value as T);
      return true;
    };
    for (const id of ids) take(id, this.local.get(keys.get(id)!));
    this.counted('card', 'memory', found.size);
    let missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      const stored = await this.redis.mget(...missing.map((id) => keys.get(id)!)).catch(() => []);
      missing.forEach((id, i) => {
        const text = stored[i];
        const entry = text ? decode(text) : undefined;
        // A card is sent only within a page: its JSON text is not kept.
        if (entry && take(id, entry)) this.remember(keys.get(id)!, { ...entry, json: '' }, text!.length);
      });
      this.counted('card', 'redis', missing.length - missing.filter((id) => !found.has(id)).length);
      missing = missing.filter((id) => !found.has(id));
    }
    if (missing.length) {
      this.counted('card', 'computed', missing.length);
      const computed = await readFromPrimary(() => compute(missing));
      const save = this.redis.pipeline();
      for (const card of computed) {
        const { text, ...entry } = encode(card, now);
        found.set(card.id, card);
        this.remember(keys.get(card.id)!, { ...entry, json: '' }, text.length);
        save.set(keys.get(card.id)!, text, 'PX', FRESH_FOR_MS);
      }
      await save.exec().catch(() => undefined);
    }
    return { cards: ids.flatMap((id) => found.get(id) ?? []), versions: versions.join('.') };
  }

  /**
   * A page made of a cached list entry and its cards, built once in this process for as long as
   * the list entry and the cards' versions stay the same: answers then send its JSON text as it is.
   */
  async assembled<P>(list: object, cards: Cards<unknown>, build: () => P | Promise<P>): Promise<P> {
    if (cards.versions === undefined) return build();
    const made = this.pages.get(list);
    if (made?.versions === cards.versions) return made.page as P;
    const page = await build();
    this.pages.set(list, { versions: cards.versions, page: rememberJson(page, JSON.stringify(page)) });
    return page;
  }

  /** What lists show has changed (call it after the commit): every entry is dropped. */
  async changed(): Promise<void> {
    await this.bump(this.catalogueVersion);
  }

  /** This recipe's page, reviews and card have changed (call it after the commit). */
  async recipeChanged(id: number): Promise<void> {
    await this.bump(this.recipeVersion(id));
  }

  /** This member saved or removed a favourite (call it after the commit). */
  async memberChanged(userId: number): Promise<void> {
    await this.bump(this.memberVersion(userId));
  }

  /** A review or heart moved the order of the lists sorted by rating, popularity or featured score. */
  async activityChanged(): Promise<void> {
    await this.bump(this.activityVersion);
  }

  private async bump(versionKey: string): Promise<void> {
    await this.redis.incr(versionKey).catch((error: Error) => this.logger.warn(`Recipe cache not invalidated: ${error.message}`));
  }

  /** An entry under the catalogue's version and those of `scopeKeys` (a recipe's, a member's). */
  private async cached<T>(scopeKeys: string[], what: unknown, compute: () => Promise<T>, followsActivity: boolean): Promise<T> {
    const versions = await this.redis.mget(this.catalogueVersion, this.activityVersion, ...scopeKeys).catch(() => undefined);
    if (!versions) {
      this.counted('entry', 'computed');
      return compute();
    }
    const [catalogue, activityVersion, ...scopes] = versions.map((v) => v ?? '0');
    const digest = createHash('sha1').update(JSON.stringify(what)).digest('hex');
    const key = `${this.prefix}:${[catalogue, ...scopes].join('.')}:${digest}`;
    const activity = followsActivity ? activityVersion : undefined;

    const kept = this.local.get(key) as Entry<T> | undefined;
    const entry = kept ?? (await this.load(key, activity, compute));
    const decision = verdict(entry, activityVersion, Date.now());
    if (kept && decision !== 'recompute') this.counted('entry', 'memory');
    switch (decision) {
      case 'serve':
        return this.hit(key, entry);
      case 'serve-and-refresh':
        this.refresh(key, entry, activity, compute);
        return this.hit(key, entry);
      case 'recompute':
        this.counted('entry', 'computed');
        return this.hit(key, await this.once(`${key}!`, () => this.compute(key, activity, compute)));
    }
  }

  /** The entry from Redis, or computed (one computation in this process for concurrent callers). */
  private load<T>(key: string, activity: string | undefined, compute: () => Promise<T>): Promise<Entry<T>> {
    return this.once(key, async () => {
      const stored = await this.redis.get(key).catch(() => null);
      const found = stored !== null ? decode<T>(stored) : undefined;
      this.counted('entry', found ? 'redis' : 'computed');
      return found ?? this.compute(key, activity, compute);
    });
  }

  /**
   * Recomputes a stale entry in the background, unless another process does (a Redis lock) or has
   * done it already (a newer entry in Redis): the callers meanwhile get the stale one.
   */
  private refresh<T>(key: string, stale: Entry<T>, activity: string | undefined, compute: () => Promise<T>): void {
    if (this.inFlight.has(key)) return;
    const lock = `${key}:refreshing`;
    this.once(key, async () => {
      const stored = await this.redis.get(key);
      const newer = stored !== null ? decode<T>(stored) : undefined;
      if (newer && newer.at > stale.at) return newer;
      if ((await this.redis.set(lock, '1', 'PX', REFRESH_LOCK_MS, 'NX')) === null) return stale;
      try {
        return await this.compute(key, activity, compute);
      } finally {
        await this.redis.del(lock);
      }
    })
      .then((entry) => this.remember(key, entry))
      .catch((error: Error) => this.logger.warn(`Recipe cache entry not refreshed: ${error.message}`));
  }

  private async compute<T>(key: string, activity: string | undefined, compute: () => Promise<T>): Promise<Entry<T>> {
    const at = Date.now();
    const entry = encode(await readFromPrimary(compute), at, activity);
    await this.redis.set(key, entry.text, 'PX', KEPT_FOR_MS).catch(() => undefined);
    return entry;
  }

  /** One computation of `key` at a time in this process; concurrent callers share it. */
  private once<T>(key: string, work: () => Promise<Entry<T>>): Promise<Entry<T>> {
    let running = this.inFlight.get(key) as Promise<Entry<T>> | undefined;
    if (!running) {
      running = work().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, running);
    }
    return running;
  }

  /** Counts `n` lookups in plantry_cache_lookups_total. */
  private counted(kind: 'entry' | 'card', source: 'memory' | 'redis' | 'computed', n = 1): void {
    if (n > 0) this.metrics.cacheLookups.inc({ kind, source }, n);
  }

  private hit<T>(key: string, entry: Entry<T>): T {
    this.remember(key, entry);
    return rememberJson(entry.value, entry.json);
  }

  /**
   * Keeps the entry in this process as the most recently used, forgetting the least recently used
   * beyond the budget; `chars` is its JSON's length (a card keeps none, but its parsed value counts).
   */
  private remember(key: string, entry: Entry<unknown>, chars = entry.json.length): void {
    this.local.set(key, entry, { size: Math.max(1, chars) });
  }
}
