import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { rememberJson } from '../../common/http/cached-json.interceptor.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';

/** How long an entry may serve at most, should a write that changes it not say so. */
const TTL_SECONDS = 30;
/** Entries also kept in this process, parsed (the most recently used; a page is about 15 KB). */
const LOCAL_ENTRIES = 500;

/**
 * What everyone sees of recipes, kept in Redis: list pages and their totals, recipe pages and the
 * popular cuisines (measured in bench/perf: a cached page is served without touching the
 * database). Entries live under versions bumped after the commit of every write that changes them:
 * `changed` for anything a list shows or its order (recipes, reviews, cuisines, names, images),
 * `recipeChanged` for what only one recipe's page shows (its favourite count). Entries of an old
 * version are never read again and expire. As an entry never changes under its versions, each
 * process also keeps the most used ones, parsed, with their JSON text for the answer: a hit costs
 * one Redis round trip (the versions).
 * Concurrent misses of one entry in a process share one computation. Without Redis everything is
 * computed.
 */
@Injectable()
export class RecipeCache {
  private readonly logger = new Logger(RecipeCache.name);
  private readonly prefix: string;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly local = new Map<string, unknown>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.redis.prefix}:recipe-cache`;
  }

  private get sharedVersion(): string {
    return `${this.prefix}:version`;
  }

  private recipeVersion(id: number): string {
    return `${this.prefix}:recipe-version:${id}`;
  }

  /** A value that depends on what lists show (`what` is any JSON-able description of it). */
  get<T>(what: unknown, compute: () => Promise<T>): Promise<T> {
    return this.cached([this.sharedVersion], what, compute);
  }

  /** A value that depends on what lists show and on one recipe. */
  getForRecipe<T>(id: number, what: unknown, compute: () => Promise<T>): Promise<T> {
    return this.cached([this.sharedVersion, this.recipeVersion(id)], what, compute);
  }

  /** What lists show has changed (call it after the commit): every entry is dropped. */
  async changed(): Promise<void> {
    await this.bump(this.sharedVersion);
  }

  /** Only this recipe's own page has changed (call it after the commit). */
  async recipeChanged(id: number): Promise<void> {
    await this.bump(this.recipeVersion(id));
  }

  private async bump(versionKey: string): Promise<void> {
    await this.redis.incr(versionKey).catch((error: Error) => this.logger.warn(`Recipe cache not invalidated: ${error.message}`));
  }

  private async cached<T>(versionKeys: string[], what: unknown, compute: () => Promise<T>): Promise<T> {
    const key = await this.keyOf(versionKeys, what).catch(() => undefined);
    if (key === undefined) return compute();
    if (this.local.has(key)) return this.remember(key, this.local.get(key) as T);
    let loading = this.inFlight.get(key) as Promise<T> | undefined;
    if (!loading) {
      loading = this.load(key, compute).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, loading);
    }
    return loading;
  }

  /** The entry's key under the current versions (one Redis round trip). */
  private async keyOf(versionKeys: string[], what: unknown): Promise<string> {
    const versions = await this.redis.mget(...versionKeys);
    const digest = createHash('sha1').update(JSON.stringify(what)).digest('hex');
    return `${this.prefix}:${versions.map((v) => v ?? '0').join('.')}:${digest}`;
  }

  private async load<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const stored = await this.redis.get(key).catch(() => null);
    if (stored !== null) return this.remember(key, rememberJson(JSON.parse(stored) as T, stored));
    const value = await compute();
    const json = JSON.stringify(value);
    await this.redis.set(key, json, 'EX', TTL_SECONDS).catch(() => undefined);
    return this.remember(key, rememberJson(value, json));
  }

  /** Keeps the entry in this process as the most recently used, forgetting the least recently used. */
  private remember<T>(key: string, value: T): T {
    this.local.delete(key);
    this.local.set(key, value);
    if (this.local.size > LOCAL_ENTRIES) this.local.delete(this.local.keys().next().value!);
    return value;
  }
}
