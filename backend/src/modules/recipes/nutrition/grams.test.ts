import { FOODS, type Food } from './foods.js';
import { amountOf, gramsOf, noteGrams, type MeasuredLine } from './grams.js';

const food = (code: string, name: string): Food => {
  const found = FOODS.find((each) => each.code === code && each.names.includes(name));
  if (!found) throw new Error(`${code} ${name}`);
  return found;
};
const measured = (
  quantity: number | null,
  unit: string | null,
  note: string | null = null,
  quantity2: number | null = null,
): MeasuredLine => ({ quantity, quantity2, unit, note });
const chickpeas = food('B002', 'chickpea');
const onion = food('G017', 'onion');

describe('gramsOf', () => {
  it('weighs mass units exactly', () => {
    expect(gramsOf(measured(250, 'gram'), chickpeas, false)).toBe(250);
    expect(gramsOf(measured(1, 'pound'), onion, false)).toBeCloseTo(453.59237, 6);
    expect(gramsOf(measured(8, 'ounce'), onion, false)).toBeCloseTo(226.796, 3);
    expect(gramsOf(measured(1.5, 'kilogram'), onion, false)).toBe(1500);
  });

  it('weighs volumes by the food’s grams per cup', () => {
    expect(gramsOf(measured(1, 'cup'), chickpeas, false)).toBe(200);
    expect(gramsOf(measured(2, 'tablespoon'), chickpeas, false)).toBe(25);
    expect(gramsOf(measured(3, 'teaspoon'), chickpeas, false)).toBeCloseTo(12.5, 6);
    expect(gramsOf(measured(236.5882365, 'milliliter'), chickpeas, false)).toBeCloseTo(200, 6);
  });

  it('weighs items, cans and cloves by the food’s weight per item', () => {
    expect(gramsOf(measured(2, null), onion, false)).toBe(220);
    expect(gramsOf(measured(2, 'piece'), onion, false)).toBe(220);
    expect(gramsOf(measured(4, 'clove'), food('G011', 'garlic'), false)).toBe(12);
    expect(gramsOf(measured(1, 'handful'), onion, false)).toBeNull();
    expect(gramsOf(measured(1, 'clove'), onion, false)).toBeNull();
  });

  it('turns cooked and canned pulses into their dry weight', () => {
    expect(gramsOf(measured(1, 'can'), chickpeas, true)).toBeCloseTo(240 * 0.43, 6);
    expect(gramsOf(measured(1, 'cup'), chickpeas, true)).toBeCloseTo(164 * 0.43, 6);
    expect(gramsOf(measured(100, 'gram'), chickpeas, true)).toBeCloseTo(43, 6);
    expect(gramsOf(measured(1, 'can'), food('D075', 'tomato'), true)).toBe(400);
  });

  it('prefers an author’s weight in the note, except for cans', () => {
    expect(gramsOf(measured(1, 'cup', '135 g'), food('H005', 'cashew'), false)).toBe(135);
    expect(gramsOf(measured(2, 'can', '400 g / 14 oz'), chickpeas, true)).toBeCloseTo(2 * 240 * 0.43, 6);
  });

  it('takes the midpoint of a range and needs an amount', () => {
    expect(gramsOf(measured(2, null, null, 3), onion, false)).toBe(275);
    expect(gramsOf(measured(null, null), onion, false)).toBeNull();
    expect(amountOf(measured(2, null, null, 3))).toBe(2.5);
  });
});

describe('noteGrams', () => {
  it.each([
    ['135 g', 135],
    ['(56g) Torn up, packed', 56],
    ['16 oz/ 454 g, gluten-free if preferred', 454],
    ['8 oz.', 226.796185],
    ['1.5 kg', 1500],
    ['14 fl oz', null],
    ['~1 1/2 lb., cut into small florets', null],
    ['chopped', null],
    [null, null],
  ])('%s is %s g', (note, grams) => {
    const found = noteGrams(note);
    if (grams === null) expect(found).toBeNull();
    else expect(found).toBeCloseTo(grams, 4);
  });
});
