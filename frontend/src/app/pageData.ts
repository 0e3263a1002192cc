import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { plantryApi, type ListRecipesApiArg } from '../api';
import { readFilters, recipeQuery } from '../features/browse/recipeFilters';
import { FEATURED_RECIPES, LATEST_RECIPES, POPULAR_CUISINES, TRENDING_RECIPES } from '../features/home/showcaseQueries';
import { parseRecipeId } from '../features/recipes/recipeId';
import { CARD_IMAGE_SIZES, preloadPicture } from '../shared/ui/pictures';
import type { AppDispatch } from './store';

/**
 * A route loader that asks for the page's data as soon as the page is navigated to, alongside
 * loading its code, rather than once the page has rendered: the page's own queries then find the
 * answers in the cache or on their way (RTK Query makes one request for both). It returns at once,
 * so no page waits for it.
 */
function prefetching(fetch: (args: LoaderFunctionArgs) => void): LoaderFunction {
  return (args) => {
    fetch(args);
    return null;
  };
}

/** The page data loaders of the pages whose first screen is their data: the home pages, Browse and a recipe. */
export function pageDataLoaders(dispatch: AppDispatch) {
  const { endpoints, util } = plantryApi;

  /** A list of cards whose first card's picture is the page's largest paint: it downloads at once. */
  const cardList = (query: ListRecipesApiArg) =>
    void dispatch(endpoints.listRecipes.initiate(query, { subscribe: false })).then(({ data }) => {
      const first = data?.items[0];
      if (first?.featuredImage) preloadPicture(first.featuredImage, first.featuredImageVariants, CARD_IMAGE_SIZES);
    });

  return {
    home: prefetching(() => {
      cardList(FEATURED_RECIPES);
      dispatch(util.prefetch('listRecipes', TRENDING_RECIPES, {}));
      dispatch(util.prefetch('listRecipes', LATEST_RECIPES, {}));
      dispatch(util.prefetch('listPopularCuisines', POPULAR_CUISINES, {}));
    }),
    browse: prefetching(({ request }) => cardList(recipeQuery(readFilters(new URL(request.url).searchParams)))),
    recipe: prefetching(({ params }) => {
      const id = parseRecipeId(params.id);
      if (id !== undefined) dispatch(util.prefetch('getRecipe', { id }, {}));
    }),
  };
}
