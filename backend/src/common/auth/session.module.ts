import { Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import { RedisSessionStore } from './redis-session-store.js';
import { SESSION_TTL_SECONDS } from './sessions.js';

@Global()
@Module({
  providers: [
    {
      provide: RedisSessionStore,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) => new RedisSessionStore(redis, `${config.redis.prefix}:`, SESSION_TTL_SECONDS),
    },
  ],
  exports: [RedisSessionStore],
})
export class SessionModule {}
