import { useListRecipesQuery } from '../../api';
import { hasActiveFilters, PAGE_SIZE, recipeQuery, useRecipeFilters } from './recipeFilters';

/** The address's filters and the page of recipes they find, as both search pages use them. */
export function useRecipeResults() {
  const filterState = useRecipeFilters();
  const { currentData, isFetching, isError, refetch } = useListRecipesQuery(recipeQuery(filterState.filters));
  return {
    ...filterState,
    results: currentData,
    loading: isFetching && !currentData,
    failed: isError && !currentData,
    refetch,
    active: hasActiveFilters(filterState.filters),
    pageCount: currentData ? Math.ceil(currentData.total / PAGE_SIZE) : 0,
  };
}
