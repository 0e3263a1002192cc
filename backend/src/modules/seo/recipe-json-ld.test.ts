import type { RecipeDetailDto } from '../recipes/index.js';
import { isoDuration, recipeJsonLd } from './recipe-json-ld.js';

const recipe = (fields: Partial<RecipeDetailDto>) =>
  ({
    title: 'Dal',
    description: 'Lentils.',
    author: { id: 1, name: 'Priya Raman' },
    createdAt: new Date('2026-01-02T03:04:05Z'),
    ingredients: ['1 cup red lentils'],
    instructions: ['Simmer.'],
    cuisine: null,
    tags: [],
    reviewCount: 0,
    avgRating: 0,
    prepMinutes: null,
    cookMinutes: null,
    servings: null,
    freeFrom: [],
    nutrition: { counted: 1, covered: 0, perServing: null, fortifiedB12: false },
    ...fields,
  }) as RecipeDetailDto;

const times = (fields: Partial<RecipeDetailDto>) => {
  const { prepTime, cookTime, totalTime, recipeYield } = recipeJsonLd(recipe(fields), 'https://plantry.test/recipe/1');
  return { prepTime, cookTime, totalTime, recipeYield };
};

describe('recipe JSON-LD', () => {
  it('adds nutrition per serving only when the recipe has a figure', () => {
    const perServing = { energyKcal: 412, proteinG: 18.5, fatG: 9.1, carbohydrateG: 61, fibreG: 12.4, ironMg: 5.2, calciumMg: 80 };
    const ld = recipeJsonLd(
      recipe({ servings: 4, nutrition: { counted: 5, covered: 5, perServing, fortifiedB12: false } }),
      'https://plantry.test/recipe/1',
    );
    expect(ld.nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: '412 calories',
      proteinContent: '18.5 g',
      fatContent: '9.1 g',
      carbohydrateContent: '61 g',
      fiberContent: '12.4 g',
    });
    expect(
      recipeJsonLd(
        recipe({ nutrition: { counted: 5, covered: 3, perServing: null, fortifiedB12: true } }),
        'https://plantry.test/recipe/1',
      ),
    ).not.toHaveProperty('nutrition');
  });

  it.each([
    [0, 'PT0M'],
    [5, 'PT5M'],
    [60, 'PT1H'],
    [75, 'PT1H15M'],
    [1500, 'PT25H'],
  ])('writes %s minutes as the ISO 8601 duration %s', (minutes, duration) => {
    expect(isoDuration(minutes)).toBe(duration);
  });

  it('gives prep, cook and total time and the yield when all are known', () => {
    expect(times({ prepMinutes: 15, cookMinutes: 75, servings: 4 })).toEqual({
      prepTime: 'PT15M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H30M',
      recipeYield: '4 servings',
    });
  });

  it('totals the one time that is known, and leaves out what is not', () => {
    expect(times({ cookMinutes: 40 })).toEqual({ prepTime: undefined, cookTime: 'PT40M', totalTime: 'PT40M', recipeYield: undefined });
    expect(times({ prepMinutes: 10, servings: 1 })).toEqual({
      prepTime: 'PT10M',
      cookTime: undefined,
      totalTime: 'PT10M',
      recipeYield: '1 serving',
    });
    expect(times({})).toEqual({ prepTime: undefined, cookTime: undefined, totalTime: undefined, recipeYield: undefined });
  });

  it('keeps a time of nothing (a raw dish): no cooking is a known time', () => {
    expect(times({ prepMinutes: 20, cookMinutes: 0 })).toMatchObject({ cookTime: 'PT0M', totalTime: 'PT20M' });
  });

  it('names a gluten-free diet beside the vegan one only for a recipe free from gluten', () => {
    const diet = (fields: Partial<RecipeDetailDto>) => recipeJsonLd(recipe(fields), 'https://plantry.test/recipe/1').suitableForDiet;
    expect(diet({ freeFrom: ['gluten', 'soy'] })).toEqual(['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet']);
    expect(diet({ freeFrom: ['soy', 'tree-nuts', 'peanuts', 'sesame', 'oil'] })).toBe('https://schema.org/VeganDiet');
  });
});
