import { readFileSync } from 'node:fs';
import { nonVeganTerm, veganFlags } from './vegan-check.js';

/**
 * The check on real recipes (issue 27). The fixtures come from ../shared/data (see its SOURCE.md):
 * veganuary-ingredients.json is every recipe of veganuary_vegan_recipes.csv (all vegan) as an import
 * stores its ingredient lines, written by `make bench-vegan`; animal-product-lines.json is a
 * hand-checked list of real ingredient lines with animal products from the other files there.
 */
const fixture = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;

describe('the vegan check on real recipes', () => {
  it('flags under 1% of the veganuary recipes, all of them vegan', () => {
    const recipes = fixture<{ title: string; ingredients: string[] }[]>('veganuary-ingredients.json');
    expect(recipes.length).toBeGreaterThanOrEqual(1390);
    const flagged = recipes.filter((recipe) => veganFlags(recipe.ingredients).length > 0);
    expect(flagged.length / recipes.length).toBeLessThan(0.01);
  });

  it('still flags every hand-checked animal-product line', () => {
    const lines = fixture<{ source: string; recipe: string; line: string }[]>('animal-product-lines.json');
    expect(lines.length).toBeGreaterThanOrEqual(150);
    expect(lines.filter(({ line }) => nonVeganTerm(line) === undefined).map(({ line }) => line)).toEqual([]);
  });
});

describe('veganFlags in a list', () => {
  it('reads a short capitalized line above a quantity as a sub-recipe title', () => {
    expect(veganFlags(['Cheese Sauce', '2 cups raw cashews', 'Garlic Aioli'])).toEqual([{ index: 2, line: 'Garlic Aioli', term: 'aioli' }]);
  });

  it('keeps a line without a quantity that is not a title', () => {
    expect(veganFlags(['Butter', '2 cups flour', 'Pesto', '1 bunch kale']).map((flag) => flag.line)).toEqual(['Butter']);
    expect(veganFlags(['Fish sauce', '2 tbsp lime juice']).map((flag) => flag.term)).toEqual(['fish sauce']);
    expect(veganFlags(['Grated Parmesan, to serve', '1 lb pasta']).map((flag) => flag.term)).toEqual(['parmesan']);
  });

  it("reads a sub-recipe's name in a serving line as that sub-recipe, not in a line with a quantity", () => {
    const list = ['Sriracha mayonnaise:', '3 tbsp vegan mayo', 'Tacos topped with sriracha mayonnaise', '2 tbsp sriracha mayonnaise'];
    expect(veganFlags(list)).toEqual([{ index: 3, line: '2 tbsp sriracha mayonnaise', term: 'mayonnaise' }]);
  });

  it('reads a one-word heading as no sub-recipe name', () => {
    expect(veganFlags(['Chicken:', 'chicken thighs']).map((flag) => flag.index)).toEqual([1]);
  });
});

describe('hostile text', () => {
  it('reads control characters, markup and replacement patterns as text', () => {
    expect(nonVeganTerm('\u0000\u0007butter\u001b[31m')).toBe('butter');
    expect(nonVeganTerm('<script>alert(1)</script><b>2 eggs</b>')).toBe('egg');
    expect(nonVeganTerm('$& $1 honey $`')).toBe('honey');
    expect(nonVeganTerm('"""\'\'\'(((')).toBeUndefined();
    expect(nonVeganTerm(')))milk(((')).toBe('milk');
    expect(veganFlags(['\u202egge', 'oat milk\u0000'])).toEqual([]);
  });

  it('reads lines of 50,000 characters (bench-vegan measures its speed)', () => {
    const lines = [
      'butter or '.repeat(5000),
      'vegan butter, '.repeat(5000),
      'milk: oat milk, '.repeat(5000),
      'milk (coconut, '.repeat(5000),
      '"'.repeat(50000),
      'mushrooms (oyster, '.repeat(5000),
      'x'.repeat(50000),
    ];
    expect(lines.map((line) => nonVeganTerm(line))).toEqual(['butter', undefined, undefined, 'milk', undefined, undefined, undefined]);
    expect(veganFlags(lines).length).toBe(2);
  });
});
