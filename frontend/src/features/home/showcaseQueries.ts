import type { ListPopularCuisinesApiArg, ListRecipesApiArg } from '../../api';

/*
 * What the home pages' carousels ask for, apart from the carousels themselves: the route prefetches
 * the same (app/pageData.ts) while the page's code loads.
 */

/** Both home pages ask for 10 and show at most 8 (SPEC.md sections 7 and 9). */
const SHOWCASE_REQUEST = 10;

export const FEATURED_RECIPES: ListRecipesApiArg = { isApproved: true, sortBy: 'popular', limit: SHOWCASE_REQUEST, offset: 0 };
export const LATEST_RECIPES: ListRecipesApiArg = { isApproved: true, sortBy: 'newest', limit: SHOWCASE_REQUEST, offset: 0 };
export const POPULAR_CUISINES: ListPopularCuisinesApiArg = { limit: 12 };
