import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../redis/redis.module.js';

/** How often a worker says it is alive, and after how long without a word it counts as missing. */
export const HEARTBEAT = { everyMs: 10_000, missingAfterMs: 30_000 } as const;
/** Heartbeats older than this are forgotten (a worker that stopped without saying so). */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/** The sorted set of workers (`host:pid`) by the time of their last heartbeat. */
const heartbeatsKey = (config: AppConfig) => `${config.redis.prefix}:workers`;

/** How many workers gave a heartbeat within HEARTBEAT.missingAfterMs; rejects when Redis does not answer. */
export function liveWorkers(redis: Redis, config: AppConfig): Promise<number> {
  return redis.zcount(heartbeatsKey(config), Date.now() - HEARTBEAT.missingAfterMs, '+inf');
}

/**
 * The worker's heartbeat in Redis, every HEARTBEAT.everyMs while it runs, taken back when it stops:
 * the API's health answer and metrics tell when no worker is running (jobs would only pile up).
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly member = `${hostname()}:${process.pid}`;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT.everyMs).unref();
  }

  /** Before Redis closes with the other shutdown hooks. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.redis.zrem(heartbeatsKey(this.config), this.member).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    const key = heartbeatsKey(this.config);
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(key, now, this.member)
      .zremrangebyscore(key, '-inf', now - FORGET_AFTER_MS)
      .exec()
      .catch(() => undefined);
  }
}
