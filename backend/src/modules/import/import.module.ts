import { Module } from '@nestjs/common';
import { QueueModule } from '../../infrastructure/queue/queue.module.js';
import { AdminImportsController } from './admin-imports.controller.js';
import { ImportFiles } from './import-files.js';
import { ImportsService } from './imports.service.js';

/** CSV import on the API's side: uploads, previews and reports. The worker's side is ImportWorkerModule. */
@Module({
  imports: [QueueModule],
  controllers: [AdminImportsController],
  providers: [ImportsService, ImportFiles],
})
export class ImportModule {}
