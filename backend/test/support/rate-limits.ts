import { Redis } from 'ioredis';
import type { AppConfig } from '../../src/config/app-config.js';

/** Forgets every rate-limit count of the test prefix, for tests that run with the real limits. */
export async function clearRateLimits(config: AppConfig): Promise<void> {
  const redis = new Redis({ host: config.redis.host, port: config.redis.port, password: config.redis.password });
  try {
    const keys = await redis.keys(`${config.redis.prefix}:rl:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
