import { Global, Module } from '@nestjs/common';
import { CATALOGUE_READS } from '../../common/cache/catalogue-reads.js';
import { RecipeCache } from './recipe-cache.js';
import { RecipeCacheListener } from './recipe-cache.listener.js';

/**
 * The recipe cache (API and worker): its cached reads for the modules that compute what the
 * catalogue shows (CATALOGUE_READS), and the listener that forgets entries when domain events say
 * what changed. Nothing outside this module invalidates it.
 */
@Global()
@Module({
  providers: [RecipeCache, RecipeCacheListener, { provide: CATALOGUE_READS, useExisting: RecipeCache }],
  exports: [RecipeCache, CATALOGUE_READS],
})
export class RecipeCacheModule {}
