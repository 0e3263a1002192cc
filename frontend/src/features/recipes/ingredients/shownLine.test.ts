import { describe, expect, it } from 'vitest';
import type { IngredientLineDto } from '../../../api';
import { formatAmount } from './amounts';
import { shownLine } from './shownLine';

const line = (
  text: string,
  quantity: number | null,
  unit: string | null,
  name: string,
  note: string | null = null,
  quantity2: number | null = null,
): IngredientLineDto => ({
  text,
  isGroup: false,
  quantity,
  quantity2,
  unit,
  name,
  note,
});
const oats = line('1 1/2 cups rolled oats, divided', 1.5, 'cup', 'rolled oats', 'divided');

describe('formatAmount', () => {
  it('writes kitchen amounts in fractions, never long decimals', () => {
    expect(formatAmount(1.5, 'fraction')).toBe('1 ½');
    expect(formatAmount(1 / 3, 'fraction')).toBe('⅓');
    expect(formatAmount(2 / 3 + 2, 'fraction')).toBe('2 ½');
    expect(formatAmount(0.333333 * 2, 'fraction')).toBe('⅔');
    expect(formatAmount(0.01, 'fraction')).toBe('⅛');
    expect(formatAmount(3, 'fraction')).toBe('3');
    expect(formatAmount(12.4, 'fraction')).toBe('12');
  });

  it('rounds metric amounts sensibly', () => {
    expect(formatAmount(7.25, 'metric')).toBe('7.3');
    expect(formatAmount(42.6, 'metric')).toBe('43');
    expect(formatAmount(453.6, 'metric')).toBe('455');
    expect(formatAmount(1234, 'metric')).toBe('1230');
    expect(formatAmount(0.01, 'metric')).toBe('0.1');
  });

  it('writes nothing for no amount', () => {
    expect(formatAmount(0, 'fraction')).toBe('');
    expect(formatAmount(Number.NaN, 'metric')).toBe('');
  });
});

describe('shownLine', () => {
  it("keeps the author's words at 1× as written", () => {
    expect(shownLine(oats, 1, 'written')).toBe('1 1/2 cups rolled oats, divided');
  });

  it('doubles 1 1/2 cups to 3 cups and halves it to ¾ cup', () => {
    expect(shownLine(oats, 2, 'written')).toBe('3 cups rolled oats, divided');
    expect(shownLine(oats, 0.5, 'written')).toBe('¾ cup rolled oats, divided');
  });

  it('never shows a third as a long decimal', () => {
    const third = line('1/3 cup maple syrup', 1 / 3, 'cup', 'maple syrup');
    expect(shownLine(third, 1.5, 'written')).toBe('½ cup maple syrup');
    expect(shownLine(third, 3, 'written')).toBe('1 cup maple syrup');
    expect(shownLine(third, 0.5, 'written')).not.toMatch(/\d\.\d{3}/);
  });

  it('scales both ends of a range and counted things', () => {
    expect(shownLine(line('2-3 cloves garlic, minced', 2, 'clove', 'garlic', 'minced', 3), 2, 'written')).toBe('4–6 cloves garlic, minced');
    expect(shownLine(line('1 onion', 1, null, 'onion'), 3, 'written')).toBe('3 onions');
    expect(shownLine(line('2 red onions, sliced', 2, null, 'red onions', 'sliced'), 0.5, 'written')).toBe('1 red onion, sliced');
    expect(shownLine(line('3 bay leaves', 3, null, 'bay leaves'), 0.5, 'written')).toBe('1 ½ bay leaves');
  });

  it('converts dry goods in cups to grams and liquids to millilitres in metric', () => {
    expect(shownLine(oats, 1, 'metric')).toBe('135 g rolled oats, divided');
    expect(shownLine(line('2 cups water', 2, 'cup', 'water'), 1, 'metric')).toBe('475 ml water');
    expect(shownLine(line('500 ml oat milk', 500, 'milliliter', 'oat milk'), 2, 'written')).toBe('1 l oat milk');
    expect(shownLine(line('750 g potatoes', 750, 'gram', 'potatoes'), 2, 'metric')).toBe('1.5 kg potatoes');
    expect(shownLine(line('1 lb potatoes', 1, 'pound', 'potatoes'), 3, 'metric')).toBe('1.4 kg potatoes');
  });

  it('keeps spoons in metric and pinches everywhere', () => {
    const spoon = line('2 tbsp olive oil', 2, 'tablespoon', 'olive oil');
    expect(shownLine(spoon, 1, 'metric')).toBe('2 tbsp olive oil');
    expect(shownLine(line('a pinch of salt', 1, 'pinch', 'salt'), 1, 'us')).toBe('a pinch of salt');
  });

  it('converts grams of flour to cups and other grams to ounces in US measures', () => {
    expect(shownLine(line('250 g flour', 250, 'gram', 'flour'), 1, 'us')).toBe('2 cups flour');
    expect(shownLine(line('400 g tofu', 400, 'gram', 'tofu'), 1, 'us')).toBe('14 oz tofu');
    expect(shownLine(line('500 ml oat milk', 500, 'milliliter', 'oat milk'), 1, 'us')).toBe('2 cups oat milk');
    expect(shownLine(line('10 ml soy sauce', 10, 'milliliter', 'soy sauce'), 1, 'us')).toBe('2 tsp soy sauce');
  });

  it('shows headings, lines without an amount and unread lines as written', () => {
    expect(shownLine({ ...line('For the sauce:', null, null, 'For the sauce'), isGroup: true }, 2, 'metric')).toBe('For the sauce:');
    expect(shownLine(line('salt to taste', null, null, 'salt', 'to taste'), 2, 'metric')).toBe('salt to taste');
    const hostile = line('<img src=x onerror=alert(1)> $& $` \u0007', null, null, '<img src=x onerror=alert(1)> $& $` \u0007');
    expect(shownLine(hostile, 2, 'us')).toBe(hostile.text);
  });

  it('keeps hostile names and notes as text when it writes a line again', () => {
    const hostile = line('1 cup <b>"oats"</b>, $& $`', 1, 'cup', '<b>"oats"</b>', '$& $`');
    expect(shownLine(hostile, 2, 'written')).toBe('2 cups <b>"oats"</b>, $& $`');
  });
});
