import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { QueueName } from '@plantry/shared';
import type { AppConfig } from './config/app-config.js';
import { infrastructureImports } from './infrastructure/infrastructure-imports.js';
import { EmailProcessor } from './infrastructure/mail/email.processor.js';
import { MailOutboxModule } from './infrastructure/mail/mail-outbox.module.js';
import { MailModule } from './infrastructure/mail/mail.module.js';
import { OutboxRelay } from './infrastructure/mail/outbox-relay.js';
import { applyJobLocks } from './infrastructure/queue/job-locks.js';
import { WorkerHeartbeat } from './infrastructure/queue/worker-heartbeat.js';
import { SessionModule } from './common/auth/session.module.js';
import { EventsModule } from './common/events/events.module.js';
import { CuisinesModule } from './modules/cuisines/index.js';
import { ImagesModule, ImagesProcessor, ImagesWorkerModule } from './modules/images/index.js';
import { ImportProcessor, ImportWorkerModule } from './modules/import/index.js';
import { LinkImportProcessor, LinkImportWorkerModule } from './modules/link-import/index.js';
import { RecipeCacheModule, RecipesModule, RecipesProcessor, RecipesWorkerModule } from './modules/recipes/index.js';
import { UsersModule } from './modules/users/index.js';

/** The processor of each queue. */
const PROCESSOR_OF: Readonly<
  Record<QueueName, Type<EmailProcessor | ImagesProcessor | ImportProcessor | LinkImportProcessor | RecipesProcessor>>
> = {
  email: EmailProcessor,
  images: ImagesProcessor,
  import: ImportProcessor,
  links: LinkImportProcessor,
  recipes: RecipesProcessor,
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
      imports: [
        ...infrastructureImports(config, 'worker'),
        EventsModule,
        MailModule,
        MailOutboxModule,
        // What the jobs write through: recipes (imports) with their authors' and cuisines' counts, and images.
        UsersModule,
        // The accounts' versions live beside the sessions (UsersService replaces them).
        SessionModule,
        CuisinesModule,
        ImagesModule,
        RecipeCacheModule,
        RecipesModule,
        ImagesWorkerModule,
        ImportWorkerModule,
        LinkImportWorkerModule,
        RecipesWorkerModule,
      ],
      providers: [EmailProcessor, OutboxRelay, WorkerHeartbeat],
    };
  }
}
