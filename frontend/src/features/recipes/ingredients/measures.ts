import { convert } from 'convert';
import pluralize from 'pluralize';
import type { AmountStyle } from './amounts';

/** What a measure weighs or holds, in the convert library's names (parse-ingredient's unit names on the left). */
const MEASURES = {
  cup: { kind: 'volume', name: 'cup' },
  tablespoon: { kind: 'volume', name: 'tablespoon' },
  teaspoon: { kind: 'volume', name: 'teaspoon' },
  'fluid ounce': { kind: 'volume', name: 'fl oz' },
  pint: { kind: 'volume', name: 'pint' },
  quart: { kind: 'volume', name: 'quart' },
  gallon: { kind: 'volume', name: 'gallon' },
  milliliter: { kind: 'volume', name: 'ml' },
  deciliter: { kind: 'volume', name: 'dl' },
  liter: { kind: 'volume', name: 'l' },
  milligram: { kind: 'mass', name: 'mg' },
  gram: { kind: 'mass', name: 'g' },
  kilogram: { kind: 'mass', name: 'kg' },
  ounce: { kind: 'mass', name: 'oz' },
  pound: { kind: 'mass', name: 'lb' },
} as const;
type Measure = keyof typeof MEASURES;

/** Unit names as the recipe shows them: singular and plural (others: the name, plural with an 's'). */
const LABELS: Record<string, readonly [string, string]> = {
  cup: ['cup', 'cups'],
  tablespoon: ['tbsp', 'tbsp'],
  teaspoon: ['tsp', 'tsp'],
  'fluid ounce': ['fl oz', 'fl oz'],
  pint: ['pint', 'pints'],
  quart: ['quart', 'quarts'],
  gallon: ['gallon', 'gallons'],
  milliliter: ['ml', 'ml'],
  deciliter: ['dl', 'dl'],
  liter: ['l', 'l'],
  milligram: ['mg', 'mg'],
  gram: ['g', 'g'],
  kilogram: ['kg', 'kg'],
  ounce: ['oz', 'oz'],
  pound: ['lb', 'lb'],
  box: ['box', 'boxes'],
  bunch: ['bunch', 'bunches'],
  dash: ['dash', 'dashes'],
  dozen: ['dozen', 'dozen'],
  inch: ['inch', 'inches'],
  loaf: ['loaf', 'loaves'],
  foot: ['foot', 'feet'],
  pinch: ['pinch', 'pinches'],
  package: ['package', 'packages'],
};

export function unitLabel(unit: string, amount: number): string {
  const [one, many] = LABELS[unit] ?? [unit, `${unit}s`];
  return amount > 1 ? many : one;
}

/**
 * What an amount measures, agreeing with its number: '2 cups rolled oats' (the unit takes it) or,
 * without a unit, '3 onions' (the thing counted does).
 */
export const measuredName = (unit: string | null, name: string, amount: number): string =>
  unit ? `${unitLabel(unit, amount)} ${name}` : pluralize(name, amount > 1 ? 2 : 1);

/** Metric units are written in decimals, every other in fractions. */
export const styleOf = (unit: string | null): AmountStyle =>
  unit === 'gram' || unit === 'kilogram' || unit === 'milligram' || unit === 'milliliter' || unit === 'liter' || unit === 'deciliter'
    ? 'metric'
    : 'fraction';

/**
 * Grams in one US cup of the common dry goods, approximate (from published baking weight charts),
 * matched by a word of the ingredient's name, the more particular first ('almond flour' before
 * 'flour'). Anything else measured in cups converts to millilitres, and grams of it to ounces.
 */
const GRAMS_PER_CUP: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(almond|oat|coconut|chickpea|rice) flour\b/, 100],
  [/\b(bread|whole[- ]?wheat|spelt|rye|buckwheat) flour\b/, 125],
  [/\bflour\b/, 125],
  [/\b(corn ?starch|cornflour|tapioca|arrowroot)\b/, 120],
  [/\b(brown|muscovado|coconut) sugar\b/, 210],
  [/\b(icing|powdered|confectioners'?) sugar\b/, 120],
  [/\bsugar\b/, 200],
  [/\bcocoa\b/, 85],
  [/\b(rolled|old[- ]fashioned|quick|porridge)? ?oats\b/, 90],
  [/\bquinoa\b/, 170],
  [/\b(rice|couscous|bulgur|bulgar)\b/, 185],
  [/\blentils?\b/, 190],
  [/\b(split peas|chickpeas|beans)\b/, 190],
  [/\b(almonds|cashews|peanuts|hazelnuts|pistachios)\b/, 140],
  [/\b(walnuts|pecans)\b/, 110],
  [/\b(chia|sesame|sunflower|pumpkin|hemp) seeds\b/, 150],
  [/\b(raisins|sultanas|cranberries|dates)\b/, 150],
  [/\b(desiccated|shredded) coconut\b/, 85],
  [/\bchocolate chips\b/, 170],
  [/\bnutritional yeast\b/, 60],
  [/\bbreadcrumbs\b/, 110],
];
const ML_PER_CUP = convert(1, 'cup').to('ml');

export const gramsPerCup = (name: string): number | undefined => GRAMS_PER_CUP.find(([word]) => word.test(name.toLowerCase()))?.[1];

export type UnitSystem = 'written' | 'metric' | 'us';
/** An amount in a unit, the unit by parse-ingredient's name. */
export interface Measured {
  factor: number; // multiplies the amount
  unit: string;
}

const isMeasure = (unit: string | null): unit is Measure => unit !== null && unit in MEASURES;
const inBase = (unit: Measure): number => convert(1, MEASURES[unit].name).to(MEASURES[unit].kind === 'volume' ? 'ml' : 'g');

/** Millilitres or grams in the metric unit that reads best: litres and kilograms from 1000. */
const metricUnit = (kind: 'volume' | 'mass', amount: number): Measured =>
  kind === 'volume'
    ? amount >= 1000
      ? { factor: 1 / 1000, unit: 'liter' }
      : { factor: 1, unit: 'milliliter' }
    : amount >= 1000
      ? { factor: 1 / 1000, unit: 'kilogram' }
      : { factor: 1, unit: 'gram' };

/** Millilitres in the US measure a cook would use: teaspoons, tablespoons, then cups; grams in ounces, then pounds. */
function usUnit(kind: 'volume' | 'mass', amount: number): Measured {
  if (kind === 'mass')
    return amount >= 453 ? { factor: 1 / inBase('pound'), unit: 'pound' } : { factor: 1 / inBase('ounce'), unit: 'ounce' };
  if (amount < inBase('tablespoon')) return { factor: 1 / inBase('teaspoon'), unit: 'teaspoon' };
  if (amount < inBase('cup') / 4) return { factor: 1 / inBase('tablespoon'), unit: 'tablespoon' };
  return { factor: 1 / ML_PER_CUP, unit: 'cup' };
}

/**
 * How an amount of `unit` of `name` is shown in a unit system, or undefined to keep it as written:
 * counted things, pinches and unknown units; spoons in metric (a tablespoon is 15 ml the world
 * over); ounces of an ingredient without a known weight per cup, in metric too.
 */
export function converted(amount: number, unit: string | null, name: string, system: UnitSystem): Measured | undefined {
  if (system === 'written' || !isMeasure(unit)) return undefined;
  const metric = system === 'metric';
  if (metric ? unit === 'tablespoon' || unit === 'teaspoon' || styleOf(unit) === 'metric' : styleOf(unit) !== 'metric') return undefined;
  const perCup = gramsPerCup(name);
  // Dry goods go by weight in metric recipes and by the cup in US ones; the rest keeps its kind.
  const across = perCup !== undefined && MEASURES[unit].kind === (metric ? 'volume' : 'mass');
  const kind = across ? (metric ? 'mass' : 'volume') : MEASURES[unit].kind;
  const base = amount * inBase(unit);
  const value = !across ? base : metric ? (base / ML_PER_CUP) * perCup : (base / perCup) * ML_PER_CUP;
  const target = metric ? metricUnit(kind, value) : usUnit(kind, value);
  return { factor: (value / amount) * target.factor, unit: target.unit };
}
