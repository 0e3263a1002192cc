import type { IngredientLineDto } from '../recipes/index.js';
import { addQuantities, clip, itemKey, mergedName, plainText, wantedOf, withRecipe } from './shopping-lines.js';

const line = (over: Partial<IngredientLineDto>): IngredientLineDto => ({
  text: 'x',
  isGroup: false,
  quantity: null,
  quantity2: null,
  unit: null,
  name: 'x',
  note: null,
  ...over,
});

describe('itemKey', () => {
  it.each([
    ['onion', 'onion'],
    ['Onions', 'onion'],
    ['  onions,  ', 'onion'],
    ['Cherry Tomatoes', 'cherry tomato'],
    ['Jalapeños', 'jalapeno'],
    ['bay leaves', 'bay leaf'],
    ['chickpeas', 'chickpea'],
    ['rolled oats', 'rolled oat'],
    ['chillies', 'chilli'],
    ['molasses', 'molasses'],
    ['hummus', 'hummus'],
    ['peas', 'pea'],
    ['"quoted" onion', 'quoted onion'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ['$& apples', 'apple'],
    ['🥑', '🥑'],
    ['', ''],
  ])('%j is %j', (name, key) => {
    expect(itemKey(name)).toBe(key);
  });

  it('is at most 255 characters, never ending in a space', () => {
    expect(itemKey('a'.repeat(2000))).toHaveLength(255);
    expect(itemKey(`${'a'.repeat(254)} bcd`)).toBe('a'.repeat(254));
  });

  it('stores half a surrogate pair as the database would, U+FFFD', () => {
    expect(itemKey('\uFFFF\uD800')).toBe('\uFFFF\uFFFD');
    expect(plainText('a\uDC00b 🥑')).toBe('a\uFFFDb 🥑');
  });
});

describe('wantedOf', () => {
  it('scales the amount, a range by its upper end', () => {
    expect(wantedOf(line({ quantity: 2, quantity2: 3, unit: 'clove', name: 'garlic' }), 2)).toEqual({
      name: 'garlic',
      key: 'garlic',
      unit: 'clove',
      quantity: 6,
    });
    expect(wantedOf(line({ quantity: 1, name: 'onion' }), 0.5)).toEqual({ name: 'onion', key: 'onion', unit: '', quantity: 0.5 });
  });

  it("keeps a line without an amount as 'some'", () => {
    expect(wantedOf(line({ name: 'salt', note: 'to taste' }), 3)).toEqual({ name: 'salt', key: 'salt', unit: '', quantity: null });
  });

  it('leaves out headings and lines that name nothing', () => {
    expect(wantedOf(line({ isGroup: true, name: 'For the sauce' }), 1)).toBeUndefined();
    expect(wantedOf(line({ quantity: 2, unit: 'cup', name: '' }), 1)).toBeUndefined();
    expect(wantedOf(line({ name: ' \u0000 ' }), 1)).toBeUndefined();
  });

  it("does not believe amounts beyond a million, nor ones that are not numbers: 'some'", () => {
    expect(wantedOf(line({ quantity: 1e300, name: 'onions' }), 500)?.quantity).toBeNull();
    expect(wantedOf(line({ quantity: Infinity, name: 'onions' }), 1)?.quantity).toBeNull();
    expect(wantedOf(line({ quantity: -2, name: 'onions' }), 1)?.quantity).toBeNull();
  });

  it('makes control characters spaces and keeps long names to 1000 characters', () => {
    expect(wantedOf(line({ name: 'oat\u0000\u0007 milk\n' }), 1)?.name).toBe('oat milk');
    expect(wantedOf(line({ name: 'x'.repeat(5000) }), 1)?.name).toHaveLength(1000);
  });
});

describe('merging', () => {
  it("adds amounts; 'some' and an amount is the amount; sums stop at a million", () => {
    expect(addQuantities(1, 2)).toBe(3);
    expect(addQuantities(null, 2)).toBe(2);
    expect(addQuantities(2, null)).toBe(2);
    expect(addQuantities(null, null)).toBeNull();
    expect(addQuantities(999_999, 5)).toBe(1_000_000);
  });

  it('names a counted item with the spelling that agrees with its count', () => {
    expect(mergedName('onion', 'onions', '', 3)).toBe('onions');
    expect(mergedName('onions', 'onion', '', 3)).toBe('onions');
    expect(mergedName('onion', 'onion', '', 2)).toBe('onion');
    expect(mergedName('oats', 'oat', 'cup', 3)).toBe('oats');
    expect(mergedName('salt', 'Salt', '', null)).toBe('salt');
  });

  it('keeps the most recent five recipes, each once', () => {
    const recipes = [1, 2, 3, 4, 5].map((id) => ({ id, title: `R${id}` }));
    expect(withRecipe(recipes, { id: 6, title: 'R6' }).map((r) => r.id)).toEqual([2, 3, 4, 5, 6]);
    expect(withRecipe(recipes, { id: 2, title: 'R2' }).map((r) => r.id)).toEqual([1, 3, 4, 5, 2]);
  });

  it('clips by characters, never half of one', () => {
    expect(clip('🥑🥑🥑', 2)).toBe('🥑🥑');
    expect(plainText(' a\t\u0000b ')).toBe('a b');
  });
});
