import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { QueueName } from '@plantry/shared';
import type { AppConfig } from './config/app-config.js';
import { infrastructureImports } from './infrastructure/infrastructure-imports.js';
import { EmailProcessor } from './infrastructure/mail/email.processor.js';
import { MailOutboxModule } from './infrastructure/mail/mail-outbox.module.js';
import { MailModule } from './infrastructure/mail/mail.module.js';
import { OutboxRelay } from './infrastructure/mail/outbox-relay.js';
import { applyJobLocks } from './infrastructure/queue/job-locks.js';
import { ImageVariantsMaker } from './modules/images/image-variants.maker.js';
import { ImagesProcessor } from './modules/images/images.processor.js';
import { ImportProcessor } from './modules/import/import.processor.js';
import { ImportWorkerModule } from './modules/import/import-worker.module.js';
import { RecipeCacheModule } from './modules/recipes/recipe-cache.module.js';

/** The processor of each queue. */
const PROCESSOR_OF: Readonly<Record<QueueName, Type<EmailProcessor | ImagesProcessor | ImportProcessor>>> = {
  email: EmailProcessor,
  images: ImagesProcessor,
  import: ImportProcessor,
};

/** Every queue processor of the worker process, checked against JOB_NAMES at start-up. */
export const PROCESSORS = Object.values(PROCESSOR_OF);

/** The queue worker process: the same code as the API, no HTTP port. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    applyJobLocks(PROCESSOR_OF, config.jobs);
    return {
      module: WorkerModule,
      imports: [...infrastructureImports(config), MailModule, MailOutboxModule, RecipeCacheModule, ImportWorkerModule],
      // ImportProcessor comes with ImportWorkerModule and its services.
      providers: [EmailProcessor, ImagesProcessor, ImageVariantsMaker, OutboxRelay],
    };
  }
}
