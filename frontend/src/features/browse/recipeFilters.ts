import { useCallback, useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';
import { PAGE_SIZE_DEFAULT, type RecipeSort } from '@plantry/shared';
import type { ListRecipesApiArg } from '../../api';
import { parsePage } from '../../shared/ui/pageParam';

/**
 * The recipe lists' filters live in the address (SPEC.md, Browse): search, cuisine, sortBy, tags
 * (a comma list) and page. Reading them back on every navigation keeps the screen, the address
 * and the back button in step; a reload or a shared link shows the same list.
 */
export interface RecipeFilters {
  search: string;
  cuisine: string;
  tags: string[];
  sortBy: RecipeSort;
  page: number;
}

/** Newest by default; a search is ordered by relevance ('Best match') unless a sort is chosen. */
export function defaultSort(search: string): RecipeSort {
  return search ? 'relevance' : 'newest';
}

const CHOSEN_SORTS: readonly string[] = ['newest', 'rating', 'popular'];

export function readFilters(params: URLSearchParams): RecipeFilters {
  const search = params.get('search')?.trim() ?? '';
  const sort = params.get('sortBy');
  return {
    search,
    cuisine: params.get('cuisine')?.trim() ?? '',
    tags: (params.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    sortBy: sort && CHOSEN_SORTS.includes(sort) ? (sort as RecipeSort) : defaultSort(search),
    page: parsePage(params.get('page')),
  };
}

/** The address of `filters`: only what differs from the defaults, tags only when there are some. */
export function writeFilters({ search, cuisine, tags, sortBy, page }: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (cuisine) params.set('cuisine', cuisine);
  const sort = sortBy === 'relevance' && !search ? 'newest' : sortBy;
  if (sort !== defaultSort(search)) params.set('sortBy', sort);
  if (tags.length > 0) params.set('tags', tags.join(','));
  if (page > 1) params.set('page', String(page));
  return params;
}

export const PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** What GET /api/recipes is asked for these filters: approved recipes only, one page of 24. */
export function recipeQuery({ search, cuisine, tags, sortBy, page }: RecipeFilters): ListRecipesApiArg {
  return {
    isApproved: true,
    search: search || undefined,
    cuisine: cuisine || undefined,
    tags: tags.length > 0 ? tags.join(',') : undefined,
    sortBy,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}

export function hasActiveFilters({ search, cuisine, tags }: RecipeFilters): boolean {
  return Boolean(search || cuisine || tags.length > 0);
}

/** 'N recipe(s) found': '1 recipe found', '5 recipes found'. */
export function recipesFound(total: number): string {
  return `${total} ${total === 1 ? 'recipe' : 'recipes'} found`;
}

export function useRecipeFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  /** A sort written in the address stays; otherwise the sort follows the search (Best match). */
  const sortChosen = CHOSEN_SORTS.includes(params.get('sortBy') ?? '');

  /** Changes some filters; any change but the page starts again at page 1. */
  const update = useCallback(
    (changes: Partial<RecipeFilters>) => {
      const next = { ...filters, page: 1, ...changes };
      if (!changes.sortBy && !sortChosen) next.sortBy = defaultSort(next.search);
      setParams(writeFilters(next), { preventScrollReset: true });
    },
    [filters, setParams, sortChosen],
  );

  /** Back to the plain list (/browse, /advanced-search). */
  const clear = useCallback(() => setParams(new URLSearchParams(), { preventScrollReset: true }), [setParams]);

  /** The address of another page of the same list. */
  const pageTo = useCallback(
    (page: number): To => ({ search: `?${writeFilters({ ...filters, page })}` }),
    [filters],
  );

  return { filters, update, clear, pageTo };
}
