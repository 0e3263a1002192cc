import { parseTags, parseTextList } from '@plantry/shared';
import type { RecipeDetailDto, RecipeInputDto } from '../../../api';
import type { PickedImage } from './pickedImages';

/** The Cuisine field's 'No cuisine' (cuisine ids start at 1). */
export const NO_CUISINE = 0;

/** What the recipe form holds, field by field. */
export interface RecipeFormValues {
  title: string;
  description: string;
  /** One ingredient per line. */
  ingredients: string;
  /** One step per line. */
  instructions: string;
  helpfulNotes: string;
  linkToFullRecipe: string;
  cuisineId: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings: number | null;
  /** Chips (new recipe) or comma-separated text (edit, SPEC.md section 5). */
  tags: string[] | string;
  images: PickedImage[];
}

/**
 * A filled-in form: the recipe as the API takes it (cleared fields are null), and its photos;
 * `ingredientLines` only when the author corrected how a line reads.
 */
export type RecipeDraft = Required<Omit<RecipeInputDto, 'ingredientLines' | 'freeFrom'>> &
  Pick<RecipeInputDto, 'ingredientLines' | 'freeFrom'> & { images: PickedImage[] };

export const emptyRecipe: RecipeFormValues = {
  title: '',
  description: '',
  ingredients: '',
  instructions: '',
  helpfulNotes: '',
  linkToFullRecipe: '',
  cuisineId: NO_CUISINE,
  prepMinutes: null,
  cookMinutes: null,
  servings: null,
  tags: [],
  images: [],
};

/** Lines of a list field: trimmed, blank ones and pasted bullets or step numbers dropped. */
export function linesOf(text: string | undefined): string[] {
  return parseTextList(text ?? '') ?? [];
}

const textOrNull = (text: string | undefined) => text?.trim() || null;

export function toDraft(values: RecipeFormValues): RecipeDraft {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    ingredients: linesOf(values.ingredients),
    instructions: linesOf(values.instructions),
    helpfulNotes: textOrNull(values.helpfulNotes),
    linkToFullRecipe: textOrNull(values.linkToFullRecipe),
    cuisineId: values.cuisineId || null,
    prepMinutes: values.prepMinutes ?? null,
    cookMinutes: values.cookMinutes ?? null,
    servings: values.servings ?? null,
    tags: parseTags(values.tags) ?? [],
    images: values.images,
  };
}

/** The recipe's photos as the form shows them: the featured image first, then the gallery. */
export function currentImages(recipe: RecipeDetailDto): PickedImage[] {
  return [recipe.featuredImage, ...recipe.galleryImages].flatMap((url) => (url ? [{ url }] : []));
}

/** An existing recipe in the form; tags as comma-separated text. */
export function formValuesOf(recipe: RecipeDetailDto): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    helpfulNotes: recipe.helpfulNotes ?? '',
    linkToFullRecipe: recipe.linkToFullRecipe ?? '',
    cuisineId: recipe.cuisineId ?? NO_CUISINE,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    servings: recipe.servings,
    tags: recipe.tags.join(', '),
    images: currentImages(recipe),
  };
}
