/** Business constants shared by API and screens (SPEC.md section 9, PRODUCT.md). */
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
export const CAROUSEL_MAX = 8;
export const NOTIFICATION_DURATION_SECONDS = 5;
export const PRODUCT_NAME = 'Plantry';

/** Sorts of recipe lists; 'relevance' applies when searching. */
export const RECIPE_SORTS = ['newest', 'rating', 'popular', 'relevance'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
export const SEARCH_MAX_LENGTH = 200;
export const TAGS_FILTER_MAX = 10;
export const POPULAR_BADGE_MIN_RECIPES = 20;
