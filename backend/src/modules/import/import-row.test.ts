import { mapColumns } from './import-columns.js';
import { readRow, type ImportedRecipe } from './import-row.js';

const HEADERS = ['title', 'intro', 'ingredients', 'method', 'country', 'keywords', 'image'];
const map = mapColumns(HEADERS);
const row = (values: Partial<Record<(typeof HEADERS)[number], string>>) => HEADERS.map((h) => values[h] ?? '');
const recipeOf = (cells: string[], columns = map): ImportedRecipe => {
  const result = readRow(cells, columns);
  if (!('recipe' in result)) throw new Error(JSON.stringify(result.problems));
  return result.recipe;
};

describe('readRow', () => {
  it('reads a complete row', () => {
    expect(
      recipeOf(
        row({
          title: '  Broccoli   Soup ',
          intro: 'Green and creamy.',
          ingredients: '1 head broccoli\n1 can coconut milk',
          method: '1. Simmer.\n2. Blend.',
          country: 'American, German',
          keywords: 'Soup, vegan, soup, #Easy',
          image: 'https://example.com/soup.jpg',
        }),
      ),
    ).toEqual({
      title: 'Broccoli Soup',
      description: 'Green and creamy.',
      ingredients: ['1 head broccoli', '1 can coconut milk'],
      instructions: ['Simmer.', 'Blend.'],
      cuisine: 'American',
      tags: ['soup', 'vegan', 'easy'],
      imageUrl: 'https://example.com/soup.jpg',
    });
  });

  it('drops leading headings and scraped page furniture, and reads Python and JSON lists', () => {
    const recipe = recipeOf(
      row({
        title: 'Rainbow Rice',
        ingredients: 'Ingredients\n\nUnits\nUSM\nScale\n1x2x3x\n200g rice\n• 1 carrot',
        method: 'Method\nCook the rice.\nServes 2',
      }),
    );
    expect(recipe.ingredients).toEqual(['200g rice', '1 carrot']);
    expect(recipe.instructions).toEqual(['Cook the rice.', 'Serves 2']);
    expect(
      recipeOf(
        row({ title: 'A', ingredients: "['1/2 cup oats', \"2 tbsp maple, warmed\", 'a pinch of salt\\'s worth']", method: '["Stir."]' }),
      ),
    ).toMatchObject({ ingredients: ['1/2 cup oats', '2 tbsp maple, warmed', "a pinch of salt's worth"], instructions: ['Stir.'] });
  });

  it("lends the method's first step as the description when the file has none", () => {
    const noIntro = mapColumns(['title', 'ingredients', 'preparation']);
    expect(recipeOf(['Rice', 'rice', 'Cook the rice until tender.\nServe.'], noIntro).description).toBe('Cook the rice until tender.');
  });

  it('splits a paragraph longer than a step may be between its sentences', () => {
    const sentence = 'Stir the pot slowly and keep the heat low for a while. ';
    const method = recipeOf(row({ title: 'A', ingredients: 'x', method: sentence.repeat(40).trim() })).instructions;
    expect(method.length).toBe(3);
    for (const step of method) expect(step.length).toBeLessThanOrEqual(1000);
    expect(method.join(' ')).toBe(sentence.repeat(40).trim());
  });

  it('keeps formula-like text as text', () => {
    expect(recipeOf(row({ title: '=cmd|/C calc!A0', ingredients: '=1+1', method: '@SUM(A1)' }))).toMatchObject({
      title: '=cmd|/C calc!A0',
      ingredients: ['=1+1'],
      instructions: ['@SUM(A1)'],
    });
  });

  it('ignores an image that is not a web address and a cuisine name that is too long', () => {
    const recipe = recipeOf(row({ title: 'A', ingredients: 'x', method: 'y', image: 'hazelnut-cookies', country: 'x'.repeat(101) }));
    expect(recipe.imageUrl).toBeUndefined();
    expect(recipe.cuisine).toBeUndefined();
  });

  it('says everything that is wrong with a row, by column', () => {
    expect(readRow(row({ title: ' ', ingredients: 'Ingredients', method: '' }), map)).toEqual({
      problems: [
        { column: 'title', reason: 'The title is empty' },
        { column: 'ingredients', reason: 'There are no ingredients' },
        { column: 'method', reason: 'There are no instructions' },
      ],
    });
  });

  it('refuses 10,000-character fields, naming the limit', () => {
    const huge = 'a'.repeat(10_000);
    expect(readRow(row({ title: huge, intro: huge, ingredients: huge, method: 'Stir.' }), map)).toEqual({
      problems: [
        { column: 'title', reason: 'The title is 10000 characters long; at most 200 are allowed' },
        { column: 'ingredients', reason: 'Line 1 is 10000 characters long; at most 1000 are allowed' },
        { column: 'intro', reason: 'The description is 10000 characters long; at most 2000 are allowed' },
      ],
    });
  });
});
