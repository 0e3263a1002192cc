import { scriptJson } from '../../common/html.js';
import type { RecipeDetailDto } from '../recipes/index.js';

/** ISO 8601 duration of minutes, e.g. 75 -> 'PT1H15M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** schema.org Recipe for search engines. */
export function recipeJsonLd(recipe: RecipeDetailDto, url: string, image?: string): Record<string, unknown> {
  const times = [recipe.prepMinutes, recipe.cookMinutes].filter((m): m is number => m !== null);
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
    ...(times.length ? { totalTime: isoDuration(times.reduce((a, b) => a + b, 0)) } : {}),
    ...(recipe.servings ? { recipeYield: `${recipe.servings} servings` } : {}),
    ...(recipe.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: recipe.avgRating, ratingCount: recipe.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
    suitableForDiet: 'https://schema.org/VeganDiet',
  };
}

/** A JSON-LD script element that no user text can close (scriptJson). */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
