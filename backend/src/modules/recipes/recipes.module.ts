import { Module } from '@nestjs/common';
import { CuisinesModule } from '../cuisines/index.js';
import { AdminRecipesController } from './admin-recipes.controller.js';
import { MemberStates } from './member-state.js';
import { MyRecipesController } from './my-recipes.controller.js';
import { RecipeAccess } from './recipe-access.js';
import { RecipeCounters, RecipeLocks } from './recipe-counters.js';
import { RecipeEditorService } from './recipe-editor.service.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesRepository } from './recipes.repository.js';
import { RecipesService } from './recipes.service.js';

@Module({
  imports: [CuisinesModule],
  controllers: [RecipesController, MyRecipesController, AdminRecipesController],
  providers: [RecipesService, RecipesRepository, MemberStates, RecipeEditorService, RecipeAccess, RecipeLocks, RecipeCounters],
  exports: [RecipesService, RecipeEditorService, RecipeAccess, RecipeLocks, RecipeCounters],
})
export class RecipesModule {}
