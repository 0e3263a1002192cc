import { readFileSync } from 'node:fs';
import { readIngredientLine } from './ingredient-lines.js';
import { readingDifferences, type IngredientReading } from './ingredient-reading-check.js';

const reading = (fields: Partial<IngredientReading> = {}): IngredientReading => ({
  isGroup: false,
  quantity: 1,
  quantity2: null,
  unit: 'cup',
  name: 'rolled oats',
  note: 'divided',
  ...fields,
});

describe('readingDifferences', () => {
  it('finds no difference between a reading and itself', () => {
    expect(readingDifferences(reading(), reading())).toEqual([]);
  });

  it.each<[string, Partial<IngredientReading>, Partial<IngredientReading>]>([
    ['amounts within 0.001', { quantity: 1 / 3 }, { quantity: 0.3333 }],
    ['range ends within 0.001', { quantity2: 2 / 3 }, { quantity2: 0.667 }],
    ['names in another case, punctuation and spacing', { name: 'Extra-Virgin  olive oil*' }, { name: 'extra virgin olive oil' }],
    ['names with accents, whatever the case', { name: 'CRÈME fraîche' }, { name: 'crème fraîche' }],
    ['notes with the same words in another order', { note: 'finely chopped, divided' }, { note: 'divided (chopped finely)' }],
    ['a note of no words as no note', { note: '' }, { note: null }],
  ])('takes %s as the same', (_case, actual, expected) => {
    expect(readingDifferences(reading(actual), reading(expected))).toEqual([]);
  });

  it.each<[string, Partial<IngredientReading>, Partial<IngredientReading>, string[]]>([
    ['an amount off by more than 0.001', { quantity: 0.33 }, { quantity: 1 / 3 }, ['quantity']],
    ['an amount where none is', { quantity: 0 }, { quantity: null }, ['quantity']],
    ['a missing range end', { quantity2: null }, { quantity2: 3 }, ['quantity2']],
    ['another unit', { unit: 'large' }, { unit: null }, ['unit']],
    ['a name with a word more', { name: 'large onions' }, { name: 'onions' }, ['name']],
    ['a name in another order', { name: 'cumin ground' }, { name: 'ground cumin' }, ['name']],
    ['a note with a word less', { note: 'chopped' }, { note: 'finely chopped' }, ['note']],
    ['a note where none is', { note: 'optional' }, { note: null }, ['note']],
    ['a heading read as a line', { isGroup: false }, { isGroup: true }, ['isGroup']],
    ['several fields', { quantity: 2, unit: 'large', name: 'onions' }, { quantity: 2, unit: null, name: 'large onions' }, ['unit', 'name']],
  ])('finds %s', (_case, actual, expected, fields) => {
    expect(readingDifferences(reading(actual), reading(expected))).toEqual(fields);
  });
});

/**
 * Issue 21, measured: the hand-checked readings of real lines from every file of ../shared/data
 * (fixtures/ingredient-lines-eval.json, sampled by bench/parse/sample.mjs; docs/decisions/catalogue.md
 * says what a right reading is). `make bench-parse` lists the misses.
 */
describe('readIngredientLine on the evaluation set', () => {
  const set = JSON.parse(readFileSync(new URL('./fixtures/ingredient-lines-eval.json', import.meta.url), 'utf8')) as (IngredientReading & {
    source: string;
    text: string;
  })[];

  it('holds at least 330 lines from every file of ../shared/data', () => {
    expect(set.length).toBeGreaterThanOrEqual(330);
    const perFile = new Map<string, number>();
    for (const { source } of set) perFile.set(source, (perFile.get(source) ?? 0) + 1);
    expect([...perFile.keys()].sort()).toEqual([
      'epicurious_recipes_2000_subset.csv',
      'recipe_jsonld_all.jsonl',
      'recipe_jsonld_vegan.jsonl',
      'recipe_scrapers_all_import_format.csv',
      'recipe_scrapers_vegan_import_format.csv',
      'veganuary_vegan_recipes.csv',
    ]);
    expect(Math.min(...perFile.values())).toBeGreaterThanOrEqual(50);
  });

  it('reads at least 97% of the lines fully right', () => {
    const misses = set.filter((expected) => readingDifferences(readIngredientLine(expected.text), expected).length > 0);
    expect(1 - misses.length / set.length).toBeGreaterThanOrEqual(0.97);
  });
});
