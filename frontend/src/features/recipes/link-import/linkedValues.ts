import type { CuisineDto, LinkedRecipeDto } from '../../../api';
import type { PickedImage } from '../form/pickedImages';
import { emptyRecipe, NO_CUISINE, type RecipeFormValues } from '../form/recipeValues';

/** The cuisine of this site with the page's cuisine name (in any case), else none. */
function cuisineIdOf(name: string | null, cuisines: readonly CuisineDto[]): number {
  const wanted = name?.trim().toLocaleLowerCase();
  return cuisines.find((cuisine) => cuisine.name.toLocaleLowerCase() === wanted)?.id ?? NO_CUISINE;
}

/** A linked recipe's draft as the recipe form's values (tags as chips, the picture as a new photo). */
export function formValuesOfLinked(
  recipe: LinkedRecipeDto,
  cuisines: readonly CuisineDto[],
  picture: PickedImage | null,
): RecipeFormValues {
  return {
    ...emptyRecipe,
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    linkToFullRecipe: recipe.linkToFullRecipe,
    cuisineId: cuisineIdOf(recipe.cuisine, cuisines),
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    servings: recipe.servings,
    tags: recipe.tags,
    images: picture ? [picture] : [],
  };
}

/**
 * The draft's picture (stored here by the worker) as a file chosen in the photo picker, so that it
 * is uploaded with the recipe like any new photo; null when it cannot be had.
 */
export async function pictureAsNewPhoto(url: string | null): Promise<PickedImage | null> {
  if (!url) return null;
  try {
    const response = await fetch(new URL(url, window.location.href));
    if (!response.ok) return null;
    const blob = await response.blob();
    const file = new File([blob], 'imported-picture.webp', { type: blob.type || 'image/webp' });
    return { url: URL.createObjectURL(file), file };
  } catch {
    return null;
  }
}
