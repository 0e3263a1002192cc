import { Module } from '@nestjs/common';
import { RecipesModule } from '../recipes/index.js';
import { CollectionsController } from './collections.controller.js';
import { CollectionsRepository } from './collections.repository.js';
import { CollectionsService } from './collections.service.js';
import { OwnCollectionGuard } from './own-collection.guard.js';

/** Members' collections of recipes, public or private (docs/decisions/community.md). */
@Module({
  imports: [RecipesModule],
  controllers: [CollectionsController],
  providers: [CollectionsService, CollectionsRepository, OwnCollectionGuard],
  exports: [CollectionsService],
})
export class CollectionsModule {}
