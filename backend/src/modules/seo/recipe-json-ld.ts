import { totalMinutes } from '@plantry/shared';
import { scriptJson } from '../../common/html.js';
import type { RecipeDetailDto } from '../recipes/index.js';

/** ISO 8601 duration of minutes, e.g. 75 -> 'PT1H15M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/**
 * schema.org NutritionInformation per serving, only when the recipe has a figure (at least 80% of
 * its counted lines covered: docs/decisions/nutrition.md); iron and calcium have no property there.
 */
function nutritionJsonLd({ perServing }: RecipeDetailDto['nutrition']): Record<string, unknown> {
  if (!perServing) return {};
  return {
    nutrition: {
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: `${perServing.energyKcal} calories`,
      proteinContent: `${perServing.proteinG} g`,
      fatContent: `${perServing.fatG} g`,
      carbohydrateContent: `${perServing.carbohydrateG} g`,
      fiberContent: `${perServing.fibreG} g`,
    },
  };
}

/** schema.org Recipe for search engines. */
export function recipeJsonLd(recipe: RecipeDetailDto, url: string, image?: string): Record<string, unknown> {
  const total = totalMinutes(recipe.prepMinutes, recipe.cookMinutes);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url,
    ...(image ? { image: [image] } : {}),
    description: recipe.description,
    author: { '@type': 'Person', name: recipe.author.name },
    datePublished: new Date(recipe.createdAt).toISOString(),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
    ...(recipe.cuisine ? { recipeCuisine: recipe.cuisine.name } : {}),
    ...(recipe.tags.length ? { keywords: recipe.tags.join(', ') } : {}),
    ...(recipe.prepMinutes !== null ? { prepTime: isoDuration(recipe.prepMinutes) } : {}),
    ...(recipe.cookMinutes !== null ? { cookTime: isoDuration(recipe.cookMinutes) } : {}),
    ...(total !== null ? { totalTime: isoDuration(total) } : {}),
    ...(recipe.servings ? { recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}` } : {}),
    ...(recipe.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: recipe.avgRating,
            ratingCount: recipe.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...nutritionJsonLd(recipe.nutrition),
    // schema.org's RestrictedDiet has a gluten-free diet; of the other free-from keys, none.
    suitableForDiet: recipe.freeFrom.includes('gluten')
      ? ['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet']
      : 'https://schema.org/VeganDiet',
  };
}

/** A JSON-LD script element that no user text can close (scriptJson). */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
