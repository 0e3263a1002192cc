import 'reflect-metadata';
import { Redis } from 'ioredis';
import { configOrExit } from '../boot.js';
import { ensureDatabase, onServer } from '../infrastructure/database/ensure-database.js';
import { closeRedis, redisConnection } from '../infrastructure/redis/redis.module.js';

/**
 * Drops and re-creates a *_test database, so that a test run starts from nothing but the seed, and
 * empties its *_test Redis prefix: no cached pages, sessions, limits or jobs of an earlier run
 * outlive the data they came from.
 */
const config = configOrExit();
if (!config.db.name.endsWith('_test')) {
  console.error(`Refusing to reset ${config.db.name}: only *_test databases are reset`);
  process.exit(1);
}
await onServer(config, `drop database if exists \`${config.db.name}\``);
await ensureDatabase(config);
console.log(`Database ${config.db.name} is empty`);

if (config.redis.prefix.endsWith('_test')) {
  const redis = new Redis(redisConnection(config));
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redis.prefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await closeRedis(redis);
  console.log(`Redis prefix ${config.redis.prefix} is empty`);
}
