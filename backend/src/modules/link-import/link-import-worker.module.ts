import { Module } from '@nestjs/common';
import { QueueModule } from '../../infrastructure/queue/queue.module.js';
import { ImagesModule } from '../images/index.js';
import { LinkImportProcessor } from './link-import.processor.js';
import { LinkReader } from './link-reader.js';

/** The link import's worker: fetches and reads recipe pages into drafts. */
@Module({
  imports: [QueueModule, ImagesModule],
  providers: [LinkImportProcessor, LinkReader],
  exports: [LinkImportProcessor],
})
export class LinkImportWorkerModule {}
