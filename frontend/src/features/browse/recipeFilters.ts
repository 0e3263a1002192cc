import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useCallback, useMemo } from 'react';
import { useSearchParams, type To } from 'react-router';
import {
  FREE_FROM_KEYS,
  isFreeFromKey,
  PAGE_SIZE_DEFAULT,
  PANTRY,
  TOTAL_MINUTES_MAX,
  type FreeFromKey,
  type RecipeSort,
} from '@plantry/shared';
import type { FreeFromCountsApiArg, ListRecipesApiArg } from '../../api';
import { parsePage } from '../../shared/ui/pageParam';

/**
 * The recipe lists' filters live in the address (SPEC.md, Browse): search, cuisine, sortBy, tags
 * (a comma list), maxMinutes (the total time, prep plus cook), freeFrom (a comma list of
 * FREE_FROM_KEYS), have and maxMissing ("What can I cook?") and page. Reading them back on every navigation keeps the screen, the address
 * and the back button in step; a reload or a shared link shows the same list.
 */
export interface RecipeFilters {
  search: string;
  cuisine: string;
  tags: string[];
  sortBy: RecipeSort;
  /** Only recipes ready in at most this many minutes; null for any time. */
  maxMinutes: number | null;
  /** What every recipe shown is free from, in FREE_FROM_KEYS' order. */
  freeFrom: FreeFromKey[];
  /** "What can I cook?": the foods one has, as typed; none on the other pages. */
  have: string[];
  /** "What can I cook?": at most this many ingredients missing; null for the API's default. */
  maxMissing: number | null;
  page: number;
}

/** Newest by default; a search is ordered by relevance ('Best match') unless a sort is chosen. */
export function defaultSort(search: string): RecipeSort {
  return search ? 'relevance' : 'newest';
}

const CHOSEN_SORTS: readonly string[] = ['newest', 'rating', 'popular', 'trending'];

/** A time from the address: a whole number of minutes the API takes, else none. */
function parseMinutes(value: string | null): number | null {
  if (!value || !/^\d{1,5}$/.test(value.trim())) return null;
  const minutes = Number(value);
  return minutes >= 1 && minutes <= TOTAL_MINUTES_MAX ? minutes : null;
}

/** Free-from keys from the address: the known ones, each once, in FREE_FROM_KEYS' order. */
function parseFreeFrom(value: string | null): FreeFromKey[] {
  const asked = (value ?? '')
    .split(',')
    .map((key) => key.trim().toLowerCase())
    .filter(isFreeFromKey);
  return FREE_FROM_KEYS.filter((key) => asked.includes(key));
}

/** Foods from the address: each once, as many as the API takes, none longer than it takes. */
function parseHave(value: string | null): string[] {
  const foods = (value ?? '')
    .split(',')
    .map((food) => food.trim())
    .filter((food) => food && food.length <= PANTRY.foodMaxLength);
  return [...new Set(foods)].slice(0, PANTRY.haveMax);
}

/** A maxMissing from the address the API takes, else none. */
function parseMaxMissing(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value.trim())) return null;
  const missing = Number(value);
  return missing <= PANTRY.maxMissingMax ? missing : null;
}

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
    maxMinutes: parseMinutes(params.get('maxMinutes')),
    freeFrom: parseFreeFrom(params.get('freeFrom')),
    have: parseHave(params.get('have')),
    maxMissing: parseMaxMissing(params.get('maxMissing')),
    page: parsePage(params.get('page')),
  };
}

/** The address of `filters`: only what differs from the defaults, tags only when there are some. */
export function writeFilters({
  search,
  cuisine,
  tags,
  sortBy,
  maxMinutes,
  freeFrom,
  have,
  maxMissing,
  page,
}: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (cuisine) params.set('cuisine', cuisine);
  const sort = sortBy === 'relevance' && !search ? 'newest' : sortBy;
  if (sort !== defaultSort(search)) params.set('sortBy', sort);
  if (tags.length > 0) params.set('tags', tags.join(','));
  if (maxMinutes !== null) params.set('maxMinutes', String(maxMinutes));
  if (freeFrom.length > 0) params.set('freeFrom', freeFrom.join(','));
  if (have.length > 0) params.set('have', have.join(','));
  if (maxMissing !== null) params.set('maxMissing', String(maxMissing));
  if (page > 1) params.set('page', String(page));
  return params;
}

export const PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** What GET /api/recipes/free-from-counts is asked for these filters: the list's, without its page or order. */
export function countsQuery({ search, cuisine, tags, maxMinutes, freeFrom }: RecipeFilters): FreeFromCountsApiArg {
  return {
    search: search || undefined,
    cuisine: cuisine || undefined,
    tags: tags.length > 0 ? tags.join(',') : undefined,
    maxMinutes: maxMinutes ?? undefined,
    freeFrom: freeFrom.length > 0 ? freeFrom : undefined,
  };
}

/** What GET /api/recipes is asked for these filters: approved recipes only, one page of 24. */
export function recipeQuery(filters: RecipeFilters): ListRecipesApiArg {
  const { sortBy, have, maxMissing, page } = filters;
  return {
    isApproved: true,
    ...countsQuery(filters),
    ...(have.length > 0 ? { have: have.join(','), maxMissing: maxMissing ?? undefined } : {}),
    sortBy,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}

export function hasActiveFilters({ search, cuisine, tags, maxMinutes, freeFrom, have }: RecipeFilters): boolean {
  return Boolean(search || cuisine || tags.length > 0 || maxMinutes !== null || freeFrom.length > 0 || have.length > 0);
}

/** The time filter's words, short enough for half a phone's width: 'Up to 15 min', 'Up to 1 hour', 'Up to 2 hours'. */
export function timeFilterLabel(minutes: number): string {
  const hours = minutes / 60;
  if (minutes % 60 !== 0) return t`Up to ${minutes} min`;
  return plural(hours, { one: 'Up to # hour', other: 'Up to # hours' });
}

/** The time filter within a sentence ('Time: up to 15 min'). */
export function timeFilterInSentence(minutes: number): string {
  const hours = minutes / 60;
  if (minutes % 60 !== 0) return t`up to ${minutes} min`;
  return plural(hours, { one: 'up to # hour', other: 'up to # hours' });
}

/** Each free-from key's name under a 'Free from' heading. */
const FREE_FROM_NAMES: Readonly<Record<FreeFromKey, MessageDescriptor>> = {
  gluten: msg`Gluten`,
  soy: msg`Soy`,
  'tree-nuts': msg`Tree nuts`,
  peanuts: msg`Peanuts`,
  sesame: msg`Sesame`,
  oil: msg`Added oil`,
};

/** The same names within a sentence ('Contains tree nuts'). */
const FREE_FROM_NAMES_IN_SENTENCE: Readonly<Record<FreeFromKey, MessageDescriptor>> = {
  gluten: msg`gluten`,
  soy: msg`soy`,
  'tree-nuts': msg`tree nuts`,
  peanuts: msg`peanuts`,
  sesame: msg`sesame`,
  oil: msg`added oil`,
};

/** A free-from key's name ('Tree nuts'), in the site's language. */
export const freeFromName = (key: FreeFromKey): string => i18n._(FREE_FROM_NAMES[key]);

/** A free-from key's name within a sentence ('tree nuts'), in the site's language. */
export const freeFromNameInSentence = (key: FreeFromKey): string => i18n._(FREE_FROM_NAMES_IN_SENTENCE[key]);

/** 'N recipe(s) found': '1 recipe found', '5 recipes found'. */
export function recipesFound(total: number): string {
  return plural(total, { one: '# recipe found', other: '# recipes found' });
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
  const pageTo = useCallback((page: number): To => ({ search: `?${writeFilters({ ...filters, page })}` }), [filters]);

  return { filters, update, clear, pageTo };
}
