import { useCallback, useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';
import { MY_RECIPE_SORTS, PAGE_SIZE_DEFAULT, type MyRecipeSort } from '@plantry/shared';
import type { ListMyRecipesApiArg } from '../../../api';

/** My Recipes' sort and page live in the address (?sortBy=oldest&page=2): reloads and links keep them. */
export interface MyRecipesView {
  sortBy: MyRecipeSort;
  page: number;
}

export const MY_RECIPES_PAGE_SIZE = PAGE_SIZE_DEFAULT;

export function readView(params: URLSearchParams): MyRecipesView {
  const sort = params.get('sortBy');
  const page = Number(params.get('page'));
  return {
    sortBy: MY_RECIPE_SORTS.find((known) => known === sort) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view: only what differs from newest, page 1. */
export function writeView({ sortBy, page }: MyRecipesView): string {
  const params = new URLSearchParams();
  if (sortBy !== 'newest') params.set('sortBy', sortBy);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function myRecipesQuery({ sortBy, page }: MyRecipesView): ListMyRecipesApiArg {
  return { sortBy, limit: MY_RECIPES_PAGE_SIZE, offset: (page - 1) * MY_RECIPES_PAGE_SIZE };
}

export function useMyRecipesView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  /** A new sort starts again at page 1. */
  const setSort = useCallback(
    (sortBy: MyRecipeSort) => setParams(writeView({ sortBy, page: 1 }), { preventScrollReset: true }),
    [setParams],
  );
  const pageTo = useCallback((page: number): To => ({ search: writeView({ ...view, page }) }), [view]);
  return { view, setSort, pageTo };
}
