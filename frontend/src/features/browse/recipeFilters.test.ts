import { BROWSE_FIRST_PAGE } from '@plantry/shared';
import { describe, expect, it } from 'vitest';
import { readFilters, recipeQuery, recipesFound, writeFilters } from './recipeFilters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('recipe filters in the address', () => {
  it('defaults to the newest recipes, page 1, and Best match while searching', () => {
    expect(read('')).toEqual({ search: '', cuisine: '', tags: [], sortBy: 'newest', page: 1 });
    expect(read('search=tofu').sortBy).toBe('relevance');
    expect(read('search=tofu&sortBy=popular').sortBy).toBe('popular');
  });

  it("asks for the first page that the server writes into a visitor's /browse", () => {
    const query = Object.fromEntries(Object.entries(recipeQuery(read(''))).filter(([, value]) => value !== undefined));
    expect(query).toEqual(BROWSE_FIRST_PAGE);
  });

  it('ignores sorts and pages it does not know, and relevance without a search', () => {
    expect(read('sortBy=cheapest&page=-3').sortBy).toBe('newest');
    expect(read('page=abc').page).toBe(1);
    expect(read('sortBy=relevance').sortBy).toBe('newest');
  });

  it('reads tags as a trimmed comma list', () => {
    expect(read('tags=soup, quick,,').tags).toEqual(['soup', 'quick']);
  });

  it('writes only what differs from the defaults, tags only when there are some', () => {
    expect(writeFilters({ search: '', cuisine: '', tags: [], sortBy: 'newest', page: 1 }).toString()).toBe('');
    expect(writeFilters({ search: 'tofu', cuisine: 'Thai', tags: ['a', 'b'], sortBy: 'rating', page: 2 }).toString()).toBe(
      'search=tofu&cuisine=Thai&sortBy=rating&tags=a%2Cb&page=2',
    );
    expect(writeFilters({ search: 'tofu', cuisine: '', tags: [], sortBy: 'relevance', page: 1 }).toString()).toBe(
      'search=tofu',
    );
    expect(writeFilters({ search: 'tofu', cuisine: '', tags: [], sortBy: 'newest', page: 1 }).toString()).toBe(
      'search=tofu&sortBy=newest',
    );
  });

  it('asks the API for approved recipes, 24 a page', () => {
    expect(recipeQuery(read('cuisine=Thai&page=3'))).toEqual({
      isApproved: true,
      search: undefined,
      cuisine: 'Thai',
      tags: undefined,
      sortBy: 'newest',
      limit: 24,
      offset: 48,
    });
  });

  it("counts '1 recipe found' and 'N recipes found'", () => {
    expect(recipesFound(1)).toBe('1 recipe found');
    expect(recipesFound(0)).toBe('0 recipes found');
    expect(recipesFound(5)).toBe('5 recipes found');
  });
});
