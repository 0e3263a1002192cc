/**
 * The recipes module's door. Recipes are read through RecipesService and written only through
 * RecipeEditorService (the CSV import included); other modules that act on recipes (reviews,
 * favourites) use the narrow providers: who sees what (RecipeAccess), row locks (RecipeLocks)
 * and the counters on recipe rows (RecipeCounters; the development seed, without Nest, moves
 * the activity counters with the same functions it uses).
 */
export {
  AuthorDto,
  CuisineRefDto,
  IngredientLineDto,
  MyRecipesPageDto,
  RecipeCardDto,
  RecipeDetailDto,
  RecipePageDto,
  VeganFlagDto,
} from './dto/recipe.dto.js';
export { RecipeAccess, type Viewer } from './recipe-access.js';
export { RecipeCacheModule } from './recipe-cache.module.js';
export { RecipeCounters, RecipeLocks } from './recipe-counters.js';
export { moveFavoriteCounts, setRatings, type Rating } from './recipe-activity-counts.js';
export { RecipeEditorService, type ImportedRecipeRow } from './recipe-editor.service.js';
export { recipeContentKey } from './recipe-content-key.js';
export { RECIPE_NOT_FOUND, RecipesService } from './recipes.service.js';
export { RecipesModule } from './recipes.module.js';
export { RecipesProcessor } from './recipes.processor.js';
export { RecipesWorkerModule } from './recipes-worker.module.js';
