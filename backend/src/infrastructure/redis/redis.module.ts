import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Injection token of the shared ioredis client (health, and later sessions, limits and caches). */
export const REDIS = Symbol('REDIS');

/**
 * Connection settings shared by the Redis client, BullMQ and the scripts. With sentinels, ioredis
 * asks them for the primary at each (re)connection, checks the role of what it reached, and
 * reconnects as soon as a sentinel announces a failover (`failoverDetector`).
 */
export function redisConnection(config: AppConfig): RedisOptions {
  const { host, port, password, sentinels, sentinelName, sentinelPassword } = config.redis;
  if (sentinels.length === 0) return { host, port, password };
  return { sentinels, name: sentinelName, role: 'master', password, sentinelPassword, failoverDetector: true };
}

/**
 * Closes a client for good: QUIT, then disconnect, which also closes what ioredis keeps open to
 * the sentinels (its failover detector), which QUIT alone leaves open.
 */
export async function closeRedis(client: Redis): Promise<void> {
  await client.quit().catch(() => undefined);
  client.disconnect();
}

const STARTUP_WAIT_MS = 3000;

/** Gives Redis a moment at boot; a process still starts (and reports Redis down) without it. */
function waitUntilReady(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
  });
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const client = new Redis({
          ...redisConnection(config),
          // Fail fast while Redis is down instead of queueing commands; reconnect in the background.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
        });
        client.on('error', () => undefined); // reported by /api/health; ioredis keeps reconnecting
        await waitUntilReady(client, STARTUP_WAIT_MS);
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
