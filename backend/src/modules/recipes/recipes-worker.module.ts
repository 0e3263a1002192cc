import { Module } from '@nestjs/common';
import { RecipesProcessor } from './recipes.processor.js';
import { RecipesModule } from './recipes.module.js';

/** The recipes worker: brings stored ingredient readings to the current reader (RecipesModule's ReadIngredientsRunner) and sets the trending scores. */
@Module({ imports: [RecipesModule], providers: [RecipesProcessor], exports: [RecipesProcessor] })
export class RecipesWorkerModule {}
