import { HOME_QUERIES } from '@plantry/shared';
import type { ListPopularCuisinesApiArg, ListRecipesApiArg } from '../../api';

/*
 * What the home pages' carousels ask for, apart from the carousels themselves: the route prefetches
 * the same (app/pageData.ts) while the page's code loads, and the server writes the answers into a
 * visitor's home page.
 */

export const FEATURED_RECIPES: ListRecipesApiArg = HOME_QUERIES.featuredRecipes;
export const LATEST_RECIPES: ListRecipesApiArg = HOME_QUERIES.latestRecipes;
export const TRENDING_RECIPES: ListRecipesApiArg = HOME_QUERIES.trendingRecipes;
export const POPULAR_CUISINES: ListPopularCuisinesApiArg = HOME_QUERIES.popularCuisines;
