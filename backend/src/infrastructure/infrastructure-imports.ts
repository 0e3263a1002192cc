import { LoggerModule } from 'nestjs-pino';
import { loggerParams } from '../common/logging.js';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { MetricsProcess } from './metrics/metrics.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RedisModule } from './redis/redis.module.js';
import { StorageModule } from './storage/storage.module.js';

/** What the API and the worker processes both stand on: config, logs, database, Redis, queues, files, metrics. */
export function infrastructureImports(config: AppConfig, process: MetricsProcess) {
  return [
    ConfigModule.forRoot(config),
    LoggerModule.forRootAsync({ useFactory: () => loggerParams(config) }),
    // Only the API reads from replicas: a job reads what the request that queued it has just written.
    DatabaseModule.forRoot({ readReplicas: process === 'api' }),
    RedisModule,
    QueueModule,
    StorageModule,
    MetricsModule.forRoot(process),
  ];
}
