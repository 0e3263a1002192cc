import { BROWSE_FIRST_PAGE } from '@plantry/shared';
import { describe, expect, it } from 'vitest';
import {
  countsQuery,
  hasActiveFilters,
  readFilters,
  recipeQuery,
  recipesFound,
  timeFilterLabel,
  writeFilters,
  type RecipeFilters,
} from './recipeFilters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('recipe filters in the address', () => {
  it('defaults to the newest recipes, page 1, and Best match while searching', () => {
    expect(read('')).toEqual({
      search: '',
      cuisine: '',
      tags: [],
      sortBy: 'newest',
      maxMinutes: null,
      freeFrom: [],
      have: [],
      maxMissing: null,
      page: 1,
    });
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

  it('reads the time as whole minutes the API takes, and ignores anything else', () => {
    expect(read('maxMinutes=30').maxMinutes).toBe(30);
    expect(read('maxMinutes=%2045%20').maxMinutes).toBe(45);
    for (const bad of ['0', '-15', '1.5', 'quick', '', '5761', '99999', '1e2']) expect(read(`maxMinutes=${bad}`).maxMinutes).toBeNull();
    expect(read('maxMinutes=5760').maxMinutes).toBe(5760);
  });

  it('writes only what differs from the defaults, tags only when there are some', () => {
    const none: RecipeFilters = {
      search: '',
      cuisine: '',
      tags: [],
      sortBy: 'newest',
      maxMinutes: null,
      freeFrom: [],
      have: [],
      maxMissing: null,
      page: 1,
    };
    expect(writeFilters(none).toString()).toBe('');
    expect(
      writeFilters({
        ...none,
        search: 'tofu',
        cuisine: 'Thai',
        tags: ['a', 'b'],
        sortBy: 'rating',
        maxMinutes: 30,
        freeFrom: ['gluten', 'sesame'],
        page: 2,
      }).toString(),
    ).toBe('search=tofu&cuisine=Thai&sortBy=rating&tags=a%2Cb&maxMinutes=30&freeFrom=gluten%2Csesame&page=2');
    expect(writeFilters({ ...none, search: 'tofu', sortBy: 'relevance' }).toString()).toBe('search=tofu');
    expect(writeFilters({ ...none, search: 'tofu' }).toString()).toBe('search=tofu&sortBy=newest');
    expect(writeFilters({ ...none, maxMinutes: 15 }).toString()).toBe('maxMinutes=15');
  });

  it('reads free-from keys it knows, each once, in one order, and counts them as a filter', () => {
    expect(read('freeFrom=sesame,%20Gluten,fish,sesame,,<b>').freeFrom).toEqual(['gluten', 'sesame']);
    expect(read('freeFrom=').freeFrom).toEqual([]);
    expect(hasActiveFilters(read('freeFrom=oil'))).toBe(true);
    expect(hasActiveFilters(read('freeFrom=fish'))).toBe(false);
    expect(recipeQuery(read('freeFrom=tree-nuts,peanuts')).freeFrom).toEqual(['tree-nuts', 'peanuts']);
    expect(countsQuery(read('search=tofu&freeFrom=oil&page=3&sortBy=rating'))).toEqual({
      search: 'tofu',
      cuisine: undefined,
      tags: undefined,
      maxMinutes: undefined,
      freeFrom: ['oil'],
    });
  });

  it("reads and writes What can I cook?'s foods and missing count, and asks for them only when there are foods", () => {
    const pantry = read(`have=tofu,%20Rice,,tofu,${'x'.repeat(61)}&maxMissing=2`);
    expect(pantry).toMatchObject({ have: ['tofu', 'Rice'], maxMissing: 2 });
    expect(writeFilters(pantry).toString()).toBe('have=tofu%2CRice&maxMissing=2');
    expect(recipeQuery(pantry)).toMatchObject({ have: 'tofu,Rice', maxMissing: 2 });
    expect(recipeQuery(read('maxMissing=2'))).not.toHaveProperty('maxMissing');
    expect(read(`have=${Array.from({ length: 40 }, (_, i) => `f${i}`).join(',')}`).have).toHaveLength(30);
    for (const bad of ['-1', '11', '1.5', 'x', '']) expect(read(`have=tofu&maxMissing=${bad}`).maxMissing).toBeNull();
    expect(read('maxMissing=0').maxMissing).toBe(0);
    expect(hasActiveFilters(read('have=tofu'))).toBe(true);
  });

  it('counts a time as an active filter, and words it in minutes or hours', () => {
    expect(hasActiveFilters(read(''))).toBe(false);
    expect(hasActiveFilters(read('maxMinutes=15'))).toBe(true);
    expect([15, 30, 45, 60, 90, 120].map(timeFilterLabel)).toEqual([
      'Up to 15 min',
      'Up to 30 min',
      'Up to 45 min',
      'Up to 1 hour',
      'Up to 90 min',
      'Up to 2 hours',
    ]);
  });

  it('asks the API for approved recipes, 24 a page', () => {
    expect(recipeQuery(read('cuisine=Thai&page=3'))).toEqual({
      isApproved: true,
      search: undefined,
      cuisine: 'Thai',
      tags: undefined,
      maxMinutes: undefined,
      freeFrom: undefined,
      sortBy: 'newest',
      limit: 24,
      offset: 48,
    });
    expect(recipeQuery(read('maxMinutes=30')).maxMinutes).toBe(30);
  });

  it("counts '1 recipe found' and 'N recipes found'", () => {
    expect(recipesFound(1)).toBe('1 recipe found');
    expect(recipesFound(0)).toBe('0 recipes found');
    expect(recipesFound(5)).toBe('5 recipes found');
  });
});
