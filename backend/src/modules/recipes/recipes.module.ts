import { Module } from '@nestjs/common';
import { QueueModule } from '../../infrastructure/queue/queue.module.js';
import { CuisinesModule } from '../cuisines/index.js';
import { AdminRecipesController } from './admin-recipes.controller.js';
import { MemberStates } from './member-state.js';
import { MyRecipesController } from './my-recipes.controller.js';
import { RecipeAccess } from './recipe-access.js';
import { RecipeCounters, RecipeLocks } from './recipe-counters.js';
import { PostingAllowance } from '../../common/auth/posting-allowance.js';
import { TrendingScores } from './trending-scores.js';
import { RecipeEditorService } from './recipe-editor.service.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesRepository } from './recipes.repository.js';
import { IngredientReadingsController } from './ingredient-readings.controller.js';
import { ReadIngredientsRunner } from './read-ingredients.runner.js';
import { RecipesService } from './recipes.service.js';

@Module({
  imports: [CuisinesModule, QueueModule],
  controllers: [RecipesController, IngredientReadingsController, MyRecipesController, AdminRecipesController],
  providers: [
    RecipesService,
    RecipesRepository,
    MemberStates,
    RecipeEditorService,
    RecipeAccess,
    RecipeLocks,
    RecipeCounters,
    ReadIngredientsRunner,
    TrendingScores,
    PostingAllowance,
  ],
  exports: [RecipesService, RecipeEditorService, RecipeAccess, RecipeLocks, RecipeCounters, ReadIngredientsRunner, TrendingScores],
})
export class RecipesModule {}
