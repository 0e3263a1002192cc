import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';

/** How long a count may serve at most, should a write that changes it not say so. */
const TTL_SECONDS = 30;

/**
 * Totals of the public recipe lists, in Redis. Counting every approved recipe that matches a filter
 * is the costly part of a list page (about 20 ms of database CPU at 100,000 recipes, bench/perf);
 * the page itself comes from an index. Counts live under a version that every write changing which
 * recipes are listed bumps after its commit (`changed`), so a new, approved, edited or deleted
 * recipe counts at once. Without Redis the count comes from the database.
 */
@Injectable()
export class RecipeCountCache {
  private readonly logger = new Logger(RecipeCountCache.name);
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.redis.prefix}:recipe-counts`;
  }

  /** The count for this filter (any JSON-able description of it), from Redis or from `count`. */
  async get(filter: unknown, count: () => Promise<number>): Promise<number> {
    const digest = createHash('sha1').update(JSON.stringify(filter)).digest('hex');
    let key: string;
    try {
      key = `${this.prefix}:${(await this.redis.get(`${this.prefix}:version`)) ?? '0'}:${digest}`;
      const cached = await this.redis.get(key);
      if (cached !== null) return Number(cached);
    } catch {
      return count();
    }
    const total = await count();
    await this.redis.set(key, String(total), 'EX', TTL_SECONDS).catch(() => undefined);
    return total;
  }

  /** Which recipes are listed has changed (call it after the commit): every cached count is dropped. */
  async changed(): Promise<void> {
    await this.redis.incr(`${this.prefix}:version`).catch((error: Error) => this.logger.warn(`Recipe counts not invalidated: ${error.message}`));
  }
}
