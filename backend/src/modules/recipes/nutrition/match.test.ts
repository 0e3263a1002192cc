import { FOODS } from './foods.js';
import { foodOf, isB12Fortified, isCooked, isStaple, type NamedLine } from './match.js';

const named = (quantity: number | null, unit: string | null, name: string, note: string | null = null): NamedLine => ({
  quantity,
  unit,
  name,
  note,
});

describe('the food table', () => {
  it('names each food once (a name in two entries would hide one of them)', () => {
    const names = FOODS.flatMap((food) => food.names);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('foodOf', () => {
  it.each([
    ['chickpeas', 'B002'],
    ['garbanzo beans', 'B002'],
    ['canned chickpeas', 'B002'],
    ['dry red lentils', 'B013'],
    ['brown rice', 'A013'],
    ['spinach', 'C033'],
    ['fresh baby spinach', 'C033'],
    ['fresh or frozen spinach', 'C033'],
    ['large yellow onion', 'G017'],
    ['Red Onion', 'G017'],
    ['garlic', 'G011'],
    ['garlics', 'G011'],
    ['tomatoes', 'D075'],
    ['can of quality tomatoes', 'D075'],
    ['cherry tomatoes', 'D075'],
    ['potatoes', 'F006'],
    ['sweet potatoes', 'F013'],
    ['raw cashews', 'H005'],
    ['peanut butter', 'H012'],
    ['extra-virgin olive oil', 'T012'],
    ['toasted sesame oil', 'T004'],
    ['ground cumin or cinnamon', 'G025'],
    ['ground coriander', 'G024'],
    ['red pepper flakes', 'G022'],
    ['red bell pepper', 'D034'],
    ['green onions', 'D058'],
    ['Medjool Dates', 'E018'],
    ['dried whole grain penne pasta', 'A023'],
    ['all-purpose flour', 'A018'],
    ['jalapeño', 'G008'],
  ])('%s is %s', (name, code) => expect(foodOf(name)?.code).toBe(code));

  it.each([
    'firm tofu',
    'rice flour',
    'oat flour',
    'cauliflower rice',
    'sun dried tomatoes',
    'coconut milk',
    'almond milk',
    'maple syrup',
    'garlic powder',
    'rolled oats',
    'butter beans',
    'soy sauce',
    'sugar',
  ])('%s is not in the table', (name) => expect(foodOf(name)).toBeUndefined());
});

describe('isStaple', () => {
  it.each([
    named(2, 'teaspoon', 'fine grain sea salt'),
    named(1, 'pinch', 'sea salt & black pepper'),
    named(null, null, 'salt and black pepper', 'to taste'),
    named(0.75, 'cup', 'ice water'),
    named(1, 'teaspoon', 'baking soda'),
    named(3, 'cup', 'vegetable broth', 'or water'),
    named(1, 'teaspoon', 'vanilla extract'),
    named(1, 'tablespoon', 'soy sauce'),
    named(0.5, 'teaspoon', 'dried oregano'),
    named(null, null, 'fresh parsley or basil leaves', 'optional for garnish'),
  ])('leaves out %o', (line) => expect(isStaple(line)).toBe(true));

  it.each([
    named(1, null, 'red bell pepper'),
    named(1, 'teaspoon', 'ground cumin or cinnamon'),
    named(0.5, 'cup', 'soy sauce'),
    named(2, 'teaspoon', 'baking powder'),
    named(null, null, 'spinach'),
    named(1, 'tablespoon', 'olive oil'),
    named(1, 'cup', 'vegetable bouillon paste'),
  ])('counts %o', (line) => expect(isStaple(line)).toBe(false));
});

describe('isCooked', () => {
  it('reads cooked, canned and drained, and amounts in cans', () => {
    expect(isCooked(named(1, 'can', 'chickpeas'))).toBe(true);
    expect(isCooked(named(2, 'cup', 'chickpeas', 'drained and rinsed'))).toBe(true);
    expect(isCooked(named(2, 'cup', 'pre-cooked rice'))).toBe(true);
    expect(isCooked(named(1, 'pound', 'macaroni noodles', 'uncooked'))).toBe(false);
    expect(isCooked(named(1, 'cup', 'dry red lentils'))).toBe(false);
    expect(isCooked(named(1, 'cup', 'red lentils', 'rinsed'))).toBe(false);
  });
});

describe('isB12Fortified', () => {
  it('reads nutritional yeast and plant milks, not coconut milk', () => {
    expect(isB12Fortified(named(null, null, 'Yeast Flakes'))).toBe(true);
    expect(isB12Fortified(named(2, 'cup', 'plant-based milk'))).toBe(true);
    expect(isB12Fortified(named(2, 'cup', 'dairy free milk'))).toBe(true);
    expect(isB12Fortified(named(1, 'cup', 'fortified cereal'))).toBe(true);
    expect(isB12Fortified(named(1, 'can', 'full-fat coconut milk'))).toBe(false);
    expect(isB12Fortified(named(1, 'tablespoon', 'active dry yeast'))).toBe(false);
  });
});
