/**
 * Swaps for an ingredient line: what it names that is not vegan (read by the vegan check) or that
 * holds an allergen the reader avoids (read by the free-from facets), and what to use instead, by the
 * role it plays, with amounts for the line's own quantity. The data and its sources are in
 * swap-words.ts; docs/decisions/swaps.md says how amounts scale and what is left out.
 */
import type { FreeFromKey } from './free-from-keys.js';
import { containedIn } from './free-from.js';
import { addForm, longestAt, spellingsOf, startsAt, type FormIndex } from './phrase-index.js';
import type { PartSpec, PerUnit, ReplacedSpec, SwapRole, SwapSpec } from './swap-words.js';
import { REPLACED, SWAP_ROLES } from './swap-words.js';
import { nonVeganTerm } from './vegan-check.js';

export { SWAP_ROLES };
export type { SwapRole };

/** An ingredient line as the recipe stores it (the importer's reading; unit by parse-ingredient's name). */
export interface SwapLine {
  text: string;
  quantity: number | null;
  quantity2?: number | null;
  unit: string | null;
  name: string;
}

/** One part of a swap: an amount in a unit (parse-ingredient's name, null for a count) for the UI to format. */
export interface SwapPart {
  what: string;
  amount: number;
  /** The top of a range ('2 to 4 tablespoons'), or null. */
  amount2: number | null;
  unit: string | null;
  /** One for one: the same amount as the original (in its unit when the line has one). */
  same: boolean;
}

export interface LineSwap {
  /** Stable, for votes: '<thing>:<role>:<swap>' ('egg:binding:flax'). */
  key: string;
  role: SwapRole;
  use: string;
  /** For this line's amount when `scaled`, else per one `per` of the original. */
  parts: SwapPart[];
  /** The ratio in words ('1 tbsp ground flaxseed + 3 tbsp water per egg'). */
  ratio: string;
  tip: string;
  /** Allergens the swap itself holds. */
  contains: FreeFromKey[];
}

export interface LineSwaps {
  /** The thing replaced ('egg', 'soy-sauce') and how the site names it. */
  replaces: string;
  name: string;
  why: 'not vegan' | FreeFromKey[];
  /** Whether the parts are for the line's amount; if not, they are per one `per`. */
  scaled: boolean;
  /** What the ratio is per ('egg', 'cup'). */
  per: string;
  /** Empty when every known swap holds something avoided. */
  swaps: LineSwap[];
}

const keyOf = (thing: ReplacedSpec, swap: SwapSpec) => `${thing.id}:${swap.role}:${swap.id}`;

/** Every swap's key. */
export const SWAP_KEYS: readonly string[] = REPLACED.flatMap((thing) => thing.swaps.map((swap) => keyOf(thing, swap)));
const KEY_SET = new Set(SWAP_KEYS);
export const isSwapKey = (key: unknown): key is string => typeof key === 'string' && KEY_SET.has(key);

// Reading a line (private).

const BY_TERM = new Map(
  REPLACED.filter((thing) => thing.reason === 'vegan').flatMap((thing) => thing.words.map((word) => [word, thing] as const)),
);

/** The thing a vegan check term names, unless a word after it makes it another food ('egg noodles'). */
function veganThing(term: string, text: string): ReplacedSpec | undefined {
  const thing = BY_TERM.get(term);
  if (!thing?.unlessAfter) return thing;
  const words = wordsOf(text);
  const forms = spellingsOf(wordsOf(term));
  for (let i = 0; i < words.length; i += 1) {
    const form = forms.find((candidate) => startsAt(words, i, candidate));
    if (form && thing.unlessAfter.includes(words[i + form.length] ?? '')) return undefined;
  }
  return thing;
}

const MARKS = /\p{M}+/gu;
const IN_WORD_APOSTROPHE = /(?<=[a-z\d])['‘’ʼ`´](?=[a-z])/g;
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(IN_WORD_APOSTROPHE, '')
    .match(/[a-z]+|\d+/g) ?? [];

/** The allergen things by their phrases, each phrase with the keys it holds itself ('peanut oil': peanuts and oil). */
interface Named {
  thing: ReplacedSpec;
  keys: ReadonlySet<FreeFromKey>;
}
const PHRASES: FormIndex<Named> = new Map();
for (const thing of REPLACED) {
  if (thing.reason === 'vegan') continue;
  for (const word of thing.words) {
    const named = { thing, keys: containedIn([word]) };
    for (const words of spellingsOf(wordsOf(word))) addForm(PHRASES, words, named);
  }
}

/** The first known phrase of a line holding a key the reader avoids and the line holds. */
function allergenThing(text: string, avoided: ReadonlySet<FreeFromKey>): { thing: ReplacedSpec; why: FreeFromKey[] } | undefined {
  const held = [...containedIn([text])].filter((key) => avoided.has(key));
  if (held.length === 0) return undefined;
  const words = wordsOf(text);
  for (let i = 0; i < words.length;) {
    const found = longestAt(PHRASES, words, i);
    const why = found ? held.filter((key) => found.value.keys.has(key)) : [];
    if (found && why.length > 0) return { thing: found.value.thing, why };
    i += found ? found.words.length : 1;
  }
  return undefined;
}

// Amounts (private). Volumes in millilitres, weights in grams.

/** US cup, exactly 16 tablespoons and 48 teaspoons, so spoons and cups convert without rounding. */
const CUP_ML = 236.5882365;
const ML: Readonly<Record<string, number>> = {
  teaspoon: CUP_ML / 48,
  tablespoon: CUP_ML / 16,
  cup: CUP_ML,
  'fluid ounce': CUP_ML / 8,
  pint: CUP_ML * 2,
  quart: CUP_ML * 4,
  gallon: CUP_ML * 16,
  milliliter: 1,
  deciliter: 100,
  liter: 1000,
};
const GRAMS: Readonly<Record<string, number>> = { gram: 1, kilogram: 1000, milligram: 0.001, ounce: 28.3495, pound: 453.592 };
const METRIC = new Set(['gram', 'kilogram', 'milligram', 'milliliter', 'deciliter', 'liter']);
/** Units that count the thing itself ('2 large eggs', '3 pieces'). */
const COUNTS = new Set(['piece', 'large', 'medium', 'small']);
const TBSP = ML.tablespoon!;

/** How many `per` units of the original one `unit` of it is, when known. */
function perUnitsIn(thing: ReplacedSpec, unit: string | null): number | undefined {
  const per: PerUnit = thing.per;
  const extra = unit === null ? undefined : thing.units?.[unit];
  if (extra !== undefined) return extra;
  if (per === 'count') {
    if (unit === null || COUNTS.has(unit)) return 1;
    return unit in GRAMS && thing.gramsEach ? GRAMS[unit]! / thing.gramsEach : undefined;
  }
  if (unit === null) return undefined;
  const grams = GRAMS[unit] ?? (unit in ML && thing.gramsPerCup ? (ML[unit]! / CUP_ML) * thing.gramsPerCup : undefined);
  if (per === 'gram') return grams;
  const ml = ML[unit] ?? (grams !== undefined && thing.gramsPerCup ? (grams / thing.gramsPerCup) * CUP_ML : undefined);
  return ml === undefined ? undefined : ml / ML[per]!;
}

const tidy = (value: number) => Math.round(value * 1e6) / 1e6;
const isWhole = (value: number) => Math.abs(value - Math.round(value)) < 1e-6;

/**
 * A US volume the way a cook measures it: teaspoons under a tablespoon, tablespoons under ¼ cup
 * and for whole spoons that are no quarter cup (6 tbsp), cups from there.
 */
function usVolume(ml: number): { amount: number; unit: string } {
  const tbsp = ml / TBSP;
  if (tbsp < 1 - 1e-6) return { amount: tidy(tbsp * 3), unit: 'teaspoon' };
  if (tbsp < 4 - 1e-6 || (tbsp < 16 && isWhole(tbsp) && !isWhole(tbsp / 4))) return { amount: tidy(tbsp), unit: 'tablespoon' };
  return { amount: tidy(ml / CUP_ML), unit: 'cup' };
}

/** A part's amount for `count` `per` units of the original (and `count2`, a range's top), in units for the line. */
function partFor(part: PartSpec, count: number, count2: number | null, line: SwapLine | null): SwapPart {
  const top = part.amount2 ?? part.amount;
  const low = part.amount * count;
  const high = top * (count2 ?? count);
  if (part.unit === 'same') {
    const amount = line ? (line.quantity ?? 1) : 1;
    const amount2 = line?.quantity2 ?? null;
    return {
      what: part.what,
      amount: tidy(amount * part.amount),
      amount2: amount2 === null ? null : tidy(amount2 * top),
      unit: line?.unit ?? null,
      same: true,
    };
  }
  const range = (amount: number, unit: string | null): SwapPart => ({
    what: part.what,
    amount: tidy(amount),
    amount2: high !== low ? tidy((high / low) * amount) : null,
    unit,
    same: false,
  });
  if (part.unit === null) return range(low, null);
  const metric = line !== null && line.unit !== null && METRIC.has(line.unit);
  if (part.unit === 'gram') {
    const inOunces = line?.unit === 'ounce' || line?.unit === 'pound';
    return inOunces ? range(low / GRAMS.ounce!, 'ounce') : range(low, 'gram');
  }
  const ml = low * ML[part.unit]!;
  // Spoons are measured as spoons everywhere; larger metric volumes in millilitres.
  if (metric && ml >= 4 * TBSP) return range(ml, 'milliliter');
  const us = usVolume(ml);
  return range(us.amount, us.unit);
}

const FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
  [1, ''],
];
const SHORT: Readonly<Record<string, readonly [string, string]>> = {
  teaspoon: ['tsp', 'tsp'],
  tablespoon: ['tbsp', 'tbsp'],
  cup: ['cup', 'cups'],
  gram: ['g', 'g'],
  milliliter: ['ml', 'ml'],
  ounce: ['oz', 'oz'],
};

/**
 * An amount as a recipe writes it, for the ratio text: kitchen fractions ('¾ cup', '1 ½ tbsp') for
 * spoons, cups and counts, whole numbers for grams and millilitres. The UI formats parts itself
 * (frontend/src/features/recipes/ingredients/amounts.ts).
 */
export function formatSwapAmount(amount: number, unit: string | null): string {
  if (!Number.isFinite(amount) || amount <= 0) return '';
  const [one, many] = (unit === null ? undefined : SHORT[unit]) ?? [unit ?? '', unit ?? ''];
  let written: string;
  if (unit !== null && METRIC.has(unit)) written = String(Math.round(amount) || tidy(amount));
  else {
    const whole = Math.floor(amount);
    const [fraction, glyph] = FRACTIONS.reduce((best, next) =>
      Math.abs(next[0] - (amount - whole)) < Math.abs(best[0] - (amount - whole)) ? next : best,
    );
    const wholeShown = whole + (fraction === 1 ? 1 : 0);
    written = [wholeShown > 0 ? String(wholeShown) : '', glyph].filter(Boolean).join(' ') || '⅛';
  }
  const label = amount > 1 ? many : one;
  return label ? `${written} ${label}` : written;
}

const PER_TEXT: Readonly<Record<PerUnit, string>> = { count: '', teaspoon: 'tsp', tablespoon: 'tbsp', cup: 'cup', gram: 'g' };

function ratioText(thing: ReplacedSpec, swap: SwapSpec): string {
  if (swap.parts.every((part) => part.unit === 'same')) return `the same amount of ${swap.parts.map((part) => part.what).join(' and ')}`;
  const per = thing.per === 'count' ? thing.name : `${thing.per === 'gram' ? '100 g' : `1 ${PER_TEXT[thing.per]}`} ${thing.name}`;
  const scale = thing.per === 'gram' ? 100 : 1;
  const parts = swap.parts.map((part) => {
    if (part.unit === 'same') return `the same amount of ${part.what}`;
    const amount = formatSwapAmount(part.amount * scale, part.unit);
    if (part.amount2 === undefined) return `${amount} ${part.what}`;
    // '1 to 2 tbsp water': the unit once.
    const low = formatSwapAmount(part.amount * scale, null);
    return `${low} to ${formatSwapAmount(part.amount2 * scale, part.unit)} ${part.what}`;
  });
  return `${parts.join(' + ')} per ${per}`;
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * What a line names that the reader would swap, and the swaps: for something not vegan, or else
 * for an allergen in `avoiding`; swaps holding anything in `avoiding` left out. Null when the line
 * names nothing known to swap.
 */
export function swapsForLine(line: SwapLine, avoiding: readonly FreeFromKey[] = []): LineSwaps | null {
  if (line === null || typeof line !== 'object') return null;
  const text = typeof line.text === 'string' && line.text.trim() !== '' ? line.text : typeof line.name === 'string' ? line.name : '';
  if (text === '') return null;
  const avoided = new Set(avoiding);
  const term = nonVeganTerm(text);
  const vegan = term === undefined ? undefined : veganThing(term, text);
  const allergen = vegan ? undefined : allergenThing(text, avoided);
  const thing = vegan ?? allergen?.thing;
  if (!thing) return null;
  const unit = typeof line.unit === 'string' ? line.unit : null;
  const perUnits = perUnitsIn(thing, unit);
  const scaled = positive(line.quantity) && perUnits !== undefined;
  // Unscaled, a ratio is per one of the original, or per 100 g of what is weighed.
  const count = scaled ? line.quantity! * perUnits : thing.per === 'gram' ? 100 : 1;
  const count2 = scaled && positive(line.quantity2) ? line.quantity2 * perUnits : null;
  const shown: SwapLine | null = scaled ? { ...line, unit, quantity2: positive(line.quantity2) ? line.quantity2 : null } : null;
  const swaps = thing.swaps
    .filter((swap) => !swap.contains.some((key) => avoided.has(key)))
    .map((swap): LineSwap => ({
      key: keyOf(thing, swap),
      role: swap.role,
      use: swap.use,
      parts: swap.parts.map((part) => partFor(part, count, count2, shown)),
      ratio: ratioText(thing, swap),
      tip: swap.tip,
      contains: [...swap.contains],
    }));
  return {
    replaces: thing.id,
    name: thing.name,
    why: allergen ? allergen.why : 'not vegan',
    scaled,
    per: thing.per === 'count' ? thing.name : thing.per,
    swaps,
  };
}
