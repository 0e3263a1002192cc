import { Module } from '@nestjs/common';
import { AdminRecipesController } from './admin-recipes.controller.js';
import { MyRecipesController } from './my-recipes.controller.js';
import { RecipeEditorService } from './recipe-editor.service.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesRepository } from './recipes.repository.js';
import { RecipesService } from './recipes.service.js';

@Module({
  controllers: [RecipesController, MyRecipesController, AdminRecipesController],
  providers: [RecipesService, RecipesRepository, RecipeEditorService],
  exports: [RecipesService, RecipeEditorService],
})
export class RecipesModule {}
