import { Global, Module } from '@nestjs/common';
import { RecipeCache } from './recipe-cache.js';

/** The recipe cache, for every module that reads or changes what recipe lists and pages show (API and worker). */
@Global()
@Module({ providers: [RecipeCache], exports: [RecipeCache] })
export class RecipeCacheModule {}
