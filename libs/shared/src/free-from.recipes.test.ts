import { readFileSync } from 'node:fs';
import { FREE_FROM_KEYS } from './free-from-keys.js';
import { freeFromOf } from './free-from.js';
import type { FreeFromKey } from './free-from-keys.js';

/**
 * The free-from facets on real recipes. fixtures/free-from-recipes.json holds 140 recipes from five
 * files of ../shared/data (see its SOURCE.md), each with the keys it is free from as decided by
 * reading every line by hand, before the figures were compared (fixtures/README.md says how).
 */
interface Labelled {
  title: string;
  source: string;
  ingredients: string[];
  free: FreeFromKey[];
  heldOut?: boolean;
}

const recipes = JSON.parse(readFileSync(new URL('./fixtures/free-from-recipes.json', import.meta.url), 'utf8')) as Labelled[];

describe('the free-from facets on hand-checked real recipes', () => {
  it('has at least 120 recipes from at least three files', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(120);
    expect(new Set(recipes.map((recipe) => recipe.source)).size).toBeGreaterThanOrEqual(3);
  });

  it('never calls a recipe free from what it contains or may contain', () => {
    const wrong = recipes.flatMap((recipe) => {
      const said = freeFromOf(recipe.ingredients);
      return said.filter((key) => !recipe.free.includes(key)).map((key) => `${recipe.title}: ${key}`);
    });
    expect(wrong).toEqual([]);
  });

  it('finds at least 90% of what the recipes are truly free from', () => {
    let truly = 0;
    let found = 0;
    for (const recipe of recipes) {
      const said = new Set(freeFromOf(recipe.ingredients));
      for (const key of FREE_FROM_KEYS) {
        if (!recipe.free.includes(key)) continue;
        truly += 1;
        if (said.has(key)) found += 1;
      }
    }
    expect(truly).toBeGreaterThan(0);
    expect(found / truly).toBeGreaterThanOrEqual(0.9);
  });
});
