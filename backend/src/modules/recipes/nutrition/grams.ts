import type { CountUnit, Food } from './foods.js';

/** Grams in each mass unit (international avoirdupois ounce and pound). */
const GRAMS: Readonly<Record<string, number>> = { gram: 1, kilogram: 1000, milligram: 0.001, ounce: 28.349523125, pound: 453.59237 };

/** US cups in each volume unit (1 cup = 236.5882365 ml; tbsp 1/16, tsp 1/48; pinch 1/16 tsp, dash 1/8 tsp). */
const ML_PER_CUP = 236.5882365;
const CUPS: Readonly<Record<string, number>> = {
  cup: 1,
  tablespoon: 1 / 16,
  teaspoon: 1 / 48,
  'fluid ounce': 1 / 8,
  pint: 2,
  quart: 4,
  gallon: 16,
  milliliter: 1 / ML_PER_CUP,
  deciliter: 100 / ML_PER_CUP,
  liter: 1000 / ML_PER_CUP,
  pinch: 1 / 768,
  dash: 1 / 384,
};

/** Counted units a food may weigh; no unit and 'piece' are one item. */
const COUNTS: Readonly<Record<string, CountUnit>> = {
  piece: 'each',
  clove: 'clove',
  can: 'can',
  stalk: 'stalk',
  stick: 'stalk',
  bunch: 'bunch',
  head: 'head',
  ear: 'ear',
};

/** An author's weight in the note: '135 g', '(56g)', '16 oz/ 454 g', '8 oz.', '1.5 lb' (not '14 fl oz', nor '1 1/2 lb'). */
const NOTE_WEIGHT = /(?<![\d.,/])(\d+(?:[.,]\d+)?)\s*(kg|g|grams?|oz|ounces?|lbs?|pounds?)\b/gi;
const NOTE_UNIT_GRAMS: Readonly<Record<string, number>> = { k: 1000, g: 1, o: GRAMS.ounce, l: GRAMS.pound, p: GRAMS.pound };

export interface MeasuredLine {
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  note: string | null;
}

/** The amount, a range at its midpoint ('2-3' is 2.5). */
export const amountOf = (line: MeasuredLine): number | null =>
  line.quantity === null ? null : line.quantity2 === null ? line.quantity : (line.quantity + line.quantity2) / 2;

/** A weight the author wrote in the note, in grams (metric first), or null. */
export function noteGrams(note: string | null): number | null {
  const found = [...(note ?? '').replace(/\bfl\.? ?oz\b/gi, 'floz').matchAll(NOTE_WEIGHT)].map((match) => ({
    metric: /^(kg|g|grams?)$/i.test(match[2]),
    grams: Number(match[1].replace(',', '.')) * NOTE_UNIT_GRAMS[match[2][0].toLowerCase()],
  }));
  return (found.find((weight) => weight.metric) ?? found[0])?.grams ?? null;
}

/**
 * The weight of a line's food in grams as IFCT gives it (dry for pulses and grains weighed cooked),
 * or null when the amount or a weight for its unit is missing. Mass units are exact; otherwise an
 * author's weight in the note wins (except for cans, whose printed weight includes the liquid); then
 * the food's grams per cup or per item.
 */
export function gramsOf(line: MeasuredLine, food: Food, cooked: boolean): number | null {
  const amount = amountOf(line);
  if (amount === null || amount <= 0) return null;
  const asCooked = cooked && food.cooked !== undefined;
  const dry = asCooked ? (food.cooked?.dry ?? 1) : 1;
  const unit = line.unit;
  if (unit !== null && unit in GRAMS) return amount * GRAMS[unit] * dry;
  const written = unit === 'can' ? null : noteGrams(line.note);
  if (written !== null) return written * dry;
  if (unit !== null && unit in CUPS) {
    const cup = asCooked ? (food.cooked?.cup ?? food.cup) : food.cup;
    return cup === undefined ? null : amount * CUPS[unit] * cup * dry;
  }
  const count = unit === null ? 'each' : COUNTS[unit];
  const each = count === undefined ? undefined : food.per?.[count];
  return each === undefined ? null : amount * each * dry;
}
