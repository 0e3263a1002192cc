import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Injection token of the shared ioredis client (health, and later sessions, limits and caches). */
export const REDIS = Symbol('REDIS');

/** Connection settings shared by the Redis client and BullMQ. */
export function redisConnection(config: AppConfig) {
  return { host: config.redis.host, port: config.redis.port, password: config.redis.password };
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
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
