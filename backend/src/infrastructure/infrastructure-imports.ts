import { LoggerModule } from 'nestjs-pino';
import { loggerParams } from '../common/logging.js';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { StorageModule } from './storage/storage.module.js';

/** What the API and the worker processes both stand on: config, logs, database, Redis, queues, files. */
export function infrastructureImports(config: AppConfig) {
  return [
    ConfigModule.forRoot(config),
    LoggerModule.forRoot(loggerParams(config)),
    DatabaseModule,
    RedisModule,
    QueueModule,
    StorageModule,
  ];
}
