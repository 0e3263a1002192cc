import { Module } from '@nestjs/common';
import { QueueModule } from '../../infrastructure/queue/queue.module.js';
import { RecipeLinksController } from './recipe-links.controller.js';
import { RecipeLinksService } from './recipe-links.service.js';

/** Import from a link on the API's side: starting a read and answering its draft. The worker's side is LinkImportWorkerModule. */
@Module({
  imports: [QueueModule],
  controllers: [RecipeLinksController],
  providers: [RecipeLinksService],
})
export class LinkImportModule {}
