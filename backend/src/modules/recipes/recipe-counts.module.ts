import { Global, Module } from '@nestjs/common';
import { RecipeCountCache } from './recipe-count-cache.js';

/** The recipe list totals cache, for every module that changes which recipes are listed (API and worker). */
@Global()
@Module({ providers: [RecipeCountCache], exports: [RecipeCountCache] })
export class RecipeCountsModule {}
