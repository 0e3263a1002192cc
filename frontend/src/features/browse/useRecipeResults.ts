import { useListRecipesQuery } from '../../api';
import { hasActiveFilters, PAGE_SIZE, recipeQuery, useRecipeFilters, type RecipeFilters } from './recipeFilters';

/**
 * The address's filters and the page of recipes they find, as the search pages use them; `ready`
 * says whether the filters ask for anything yet (the pantry page asks nothing until foods are given).
 */
export function useRecipeResults(ready: (filters: RecipeFilters) => boolean = () => true) {
  const filterState = useRecipeFilters();
  const skip = !ready(filterState.filters);
  const { currentData, isFetching, isError, refetch } = useListRecipesQuery(recipeQuery(filterState.filters), { skip });
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
