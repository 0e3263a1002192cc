import type { CollectionDto } from '../collections/index.js';
import type { RecipeCardDto } from '../recipes/index.js';

/** schema.org CollectionPage whose main entity lists the recipes of its first page (what search engines read of a collection). */
export function collectionJsonLd(
  collection: CollectionDto,
  recipes: RecipeCardDto[],
  url: string,
  absolute: (path: string) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: collection.name,
    url,
    ...(collection.description ? { description: collection.description } : {}),
    dateModified: new Date(collection.updatedAt).toISOString(),
    author: { '@type': 'Person', name: collection.owner.name, url: absolute(`/cook/${collection.owner.id}`) },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: recipes.length,
      itemListElement: recipes.map((recipe, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absolute(`/recipe/${recipe.id}`),
        name: recipe.title,
      })),
    },
  };
}
