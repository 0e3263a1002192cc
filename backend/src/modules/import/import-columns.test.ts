import { mapColumns, missingColumnsMessage } from './import-columns.js';

describe('mapColumns', () => {
  it("reads PRODUCT.md's format and the sample files' headers", () => {
    expect(mapColumns(['title', 'intro', 'ingredients', 'method', 'country', 'keywords', 'image', 'category']).positions).toEqual({
      title: 0,
      description: 1,
      ingredients: 2,
      instructions: 3,
      cuisine: 4,
      tags: 5,
      image: 6,
    });
    expect(mapColumns(['sno', 'href', 'title', 'ingredients', 'preparation'])).toMatchObject({
      positions: { title: 2, ingredients: 3, instructions: 4 },
      missing: [],
    });
    expect(mapColumns(['Unnamed: 0', 'Title', 'Ingredients', 'Instructions', 'Image_Name', 'Cleaned_Ingredients']).positions).toEqual({
      title: 1,
      ingredients: 2,
      instructions: 3,
    });
  });

  it('matches in any case, with a byte order mark, underscores and spaces', () => {
    const map = mapColumns(['\uFEFFRecipe_Title', ' DIRECTIONS ', 'Ingredients', 'Image-URL', 'Category']);
    expect(map.positions).toEqual({ title: 0, instructions: 1, ingredients: 2, image: 3, cuisine: 4 });
    expect(map.headers.title).toBe('Recipe_Title');
  });

  it('names every missing required column', () => {
    const map = mapColumns(['name', 'notes']);
    expect(map.missing).toEqual(['ingredients', 'instructions']);
    expect(missingColumnsMessage(map.missing)).toBe(
      "The file has no ingredients column (named 'ingredients', 'ingredient list' or 'recipe ingredients') and no instructions column (named 'instructions', 'method' or 'directions')",
    );
  });
});
