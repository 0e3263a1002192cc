import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { loggerParams } from './common/logging.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './infrastructure/database/database.module.js';
import { EmailProcessor } from './infrastructure/mail/email.processor.js';
import { MailModule } from './infrastructure/mail/mail.module.js';
import { QueueModule } from './infrastructure/queue/queue.module.js';
import { RedisModule } from './infrastructure/redis/redis.module.js';
import { StorageModule } from './infrastructure/storage/storage.module.js';

/** Every queue processor of the worker process, checked against JOB_NAMES at start-up. */
export const PROCESSORS = [EmailProcessor];

/** The queue worker process: the same code as the API, no HTTP port. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config)),
        DatabaseModule,
        RedisModule,
        QueueModule,
        StorageModule,
        MailModule,
      ],
      providers: PROCESSORS,
    };
  }
}
