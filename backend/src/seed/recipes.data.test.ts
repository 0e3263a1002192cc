import { describe, expect, it } from '@jest/globals';
import { veganFlags } from '@plantry/shared';
import { DISH_SHAPES } from './illustration.js';
import { SEED_AUTHORS, SEED_CUISINES, SEED_RECIPES } from './recipes.data.js';

const HEX = /^#[0-9a-f]{6}$/i;

/** Small word-boundary checker for obviously non-vegan ingredients. */
const PLANT = 'oat|soy|soya|almond|coconut|rice|cashew|hemp|pea|plant|plant-based|vegan|dairy-free';
const NON_VEGAN: ReadonlyArray<[string, RegExp]> = [
  ['honey', /\bhoney\b/i],
  ['gelatin', /\bgelatine?\b/i],
  ['butter', /(?<!\b(?:vegan|peanut|almond|nut|cashew|cocoa|apple|shea|seed|sunflower)\s)\bbutter\b/i],
  ['milk', new RegExp(`(?<!\\b(?:${PLANT})\\s)\\bmilk\\b`, 'i')],
  ['cheese', /(?<!\bvegan\s)\bcheese\b/i],
  ['yoghurt', new RegExp(`(?<!\\b(?:${PLANT})\\s)\\by(?:o|og)h?urt\\b`, 'i')],
  ['cream', /(?<!\b(?:coconut|oat|soy|cashew|vegan|dairy-free|ice)\s)\bcream\b/i],
  ['egg', /\beggs?\b/i],
  ['fish sauce', /\bfish sauce\b/i],
  ['anchovy', /anchov/i],
  ['lard', /\blard\b/i],
  ['ghee', /\bghee\b/i],
  ['whey', /\bwhey\b/i],
  ['casein', /\bcasein/i],
  ['meat', /\b(?:chicken|beef|pork|bacon|lamb|prawns?|shrimp)\b/i],
];

function nonVeganWords(line: string): string[] {
  return NON_VEGAN.filter(([, re]) => re.test(line)).map(([name]) => name);
}

describe('vegan word checker', () => {
  it('flags obvious animal products and accepts plant-based ones', () => {
    expect(nonVeganWords('2 tbsp butter')).toEqual(['butter']);
    expect(nonVeganWords('200 ml whole milk')).toEqual(['milk']);
    expect(nonVeganWords('2 eggs, beaten')).toEqual(['egg']);
    expect(nonVeganWords('1 tbsp honey')).toEqual(['honey']);
    expect(nonVeganWords('50 g cheddar cheese')).toEqual(['cheese']);
    expect(nonVeganWords('150 g Greek yoghurt')).toEqual(['yoghurt']);
    expect(nonVeganWords('1 tbsp fish sauce')).toEqual(['fish sauce']);
    expect(nonVeganWords('3 tbsp vegan butter')).toEqual([]);
    expect(nonVeganWords('3 tbsp smooth peanut butter')).toEqual([]);
    expect(nonVeganWords('400 ml tin coconut milk')).toEqual([]);
    expect(nonVeganWords('150 g coconut yoghurt')).toEqual([]);
    expect(nonVeganWords('1 butternut squash, diced')).toEqual([]);
    expect(nonVeganWords('2 tbsp eggplant purée')).toEqual([]);
  });
});

describe('SEED_RECIPES', () => {
  it('has at least 64 recipes, 5 or more for each of the 11 cuisines', () => {
    expect(SEED_RECIPES.length).toBeGreaterThanOrEqual(64);
    expect(SEED_CUISINES).toHaveLength(11);
    for (const cuisine of SEED_CUISINES) {
      expect(SEED_RECIPES.filter((r) => r.cuisine === cuisine).length).toBeGreaterThanOrEqual(5);
    }
    for (const recipe of SEED_RECIPES) expect(SEED_CUISINES).toContain(recipe.cuisine);
  });

  it('has unique kebab-case slugs and unique titles', () => {
    const slugs = SEED_RECIPES.map((r) => r.slug);
    const titles = SEED_RECIPES.map((r) => r.title.toLowerCase());
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(titles).size).toBe(titles.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("passes the product's vegan check, the mushroom lines included", () => {
    expect(SEED_RECIPES.flatMap((recipe) => veganFlags(recipe.ingredients).map((flag) => `${recipe.slug}: ${flag.line}`))).toEqual([]);
  });

  it('uses only existing authors, and every author has recipes', () => {
    const keys = new Set(SEED_AUTHORS.map((a) => a.key));
    expect(keys.size).toBe(SEED_AUTHORS.length);
    for (const recipe of SEED_RECIPES) expect(keys.has(recipe.author)).toBe(true);
    for (const author of SEED_AUTHORS) {
      expect(author.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(SEED_RECIPES.some((r) => r.author === author.key)).toBe(true);
    }
  });

  it('has complete, sensible content', () => {
    for (const r of SEED_RECIPES) {
      const where = `${r.slug}: `;
      expect(where + r.title.trim()).not.toBe(where);
      expect(r.description.length).toBeGreaterThan(40);
      expect(r.ingredients.length).toBeGreaterThanOrEqual(6);
      expect(r.ingredients.length).toBeLessThanOrEqual(14);
      expect(r.instructions.length).toBeGreaterThanOrEqual(4);
      expect(r.instructions.length).toBeLessThanOrEqual(9);
      for (const line of [...r.ingredients, ...r.instructions]) expect(line.trim().length).toBeGreaterThan(2);
      expect(r.tags.length).toBeGreaterThanOrEqual(2);
      expect(r.tags.length).toBeLessThanOrEqual(5);
      for (const tag of r.tags) expect(tag).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(new Set(r.tags).size).toBe(r.tags.length);
      expect(Number.isInteger(r.prepMinutes) && r.prepMinutes > 0).toBe(true);
      expect(Number.isInteger(r.cookMinutes) && r.cookMinutes >= 0).toBe(true);
      expect(Number.isInteger(r.servings) && r.servings > 0).toBe(true);
    }
  });

  it('has valid illustration hints', () => {
    for (const r of SEED_RECIPES) {
      expect(r.art.base).toMatch(HEX);
      expect(r.art.accents.length).toBeGreaterThanOrEqual(2);
      expect(r.art.accents.length).toBeLessThanOrEqual(4);
      for (const c of r.art.accents) expect(c).toMatch(HEX);
      expect(DISH_SHAPES).toContain(r.art.dish);
    }
  });

  it('contains no obviously non-vegan ingredient', () => {
    const offending = SEED_RECIPES.flatMap((r) =>
      r.ingredients.filter((line) => nonVeganWords(line).length > 0).map((line) => `${r.slug}: ${line}`),
    );
    expect(offending).toEqual([]);
  });

  it('shares searchable words across recipes', () => {
    const text = (r: (typeof SEED_RECIPES)[number]) => [r.title, r.description, ...r.ingredients, ...r.tags].join(' ').toLowerCase();
    for (const word of ['chickpea', 'lentil', 'tofu', 'coconut', 'mushroom']) {
      expect(SEED_RECIPES.filter((r) => text(r).includes(word)).length).toBeGreaterThanOrEqual(3);
    }
  });
});
