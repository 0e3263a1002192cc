import 'reflect-metadata';
import { Redis } from 'ioredis';

// Integration tests write to the database they are given: refuse anything but a test database.
const dbName = process.env.DB_NAME ?? '';
if (!dbName.endsWith('_test')) {
  throw new Error(`Integration tests need a *_test database (DB_NAME=${dbName || 'unset'}): run them with make test-integration`);
}

// Each test file starts with fresh rate-limit counters.
const redis = new Redis({
  host: process.env.REDIS_HOST ?? '127.0.0.1',
  port: Number(process.env.REDIS_PORT ?? 6379),
  password: process.env.REDIS_PASSWORD || undefined,
});
const keys = await redis.keys(`${process.env.REDIS_PREFIX ?? 'plantry_test'}:rl:*`);
if (keys.length) await redis.del(...keys);
await redis.quit();
