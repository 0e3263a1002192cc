import type { IngredientLineDto } from './dto/recipe.dto.js';
import { readIngredientLine } from './ingredient-lines.js';

/**
 * The version of the ingredient reader. Raise it whenever readIngredientLine reads any line
 * differently, or the free-from taxonomy (@plantry/shared's free-from-words.ts) derives any recipe
 * differently: recipes whose stored readings are older are read again by the worker's one-off job
 * (ReadIngredientsRunner), and until then their answers read them afresh. (3: free-from masks;
 * 4: the foods of "What can I cook?", pantry/pantry-terms.ts.)
 */
export const READINGS_VERSION = 4;

/** A line's reading as a recipe row stores it (its text is the ingredient line itself); `corrected` when its author fixed it. */
export type StoredReading = Omit<IngredientLineDto, 'text'> & { corrected?: true };

const reading = ({ isGroup, quantity, quantity2, unit, name, note }: IngredientLineDto): StoredReading => ({
  isGroup,
  quantity,
  quantity2,
  unit,
  name,
  note,
});
const same = (a: StoredReading, b: StoredReading) =>
  a.isGroup === b.isGroup &&
  a.quantity === b.quantity &&
  a.quantity2 === b.quantity2 &&
  a.unit === b.unit &&
  a.name === b.name &&
  a.note === b.note;

/** Stored readings that belong to these lines, or none when they were stored for other lines. */
const fits = (ingredients: readonly string[], stored: readonly StoredReading[] | null | undefined): stored is readonly StoredReading[] =>
  Array.isArray(stored) && stored.length === ingredients.length;

/** Refused corrections: one naming a line the recipe does not have (as many times as it has it). */
export const CORRECTION_NOT_A_LINE = "Each ingredient correction must be for one of the recipe's ingredient lines, as written";

/** Whether every correction names a line of the recipe (a line corrected twice must be there twice). */
export function correctionsFit(ingredients: readonly string[], corrections: readonly { text: string }[] = []): boolean {
  const left = new Map<string, number>();
  for (const text of ingredients) left.set(text.trim(), (left.get(text.trim()) ?? 0) + 1);
  return corrections.every(({ text }) => {
    const n = left.get(text.trim()) ?? 0;
    left.set(text.trim(), n - 1);
    return n > 0;
  });
}

/**
 * What a recipe row stores for its ingredient lines: each line read now, unless its author corrected
 * the reading. `corrections` are the readings the author sent, matched to lines by their text (the
 * editor sends every line back: only those that differ from the reader's count as corrections);
 * without them, corrections already stored stay with their lines while the line's text is unchanged.
 */
export function readingsFor(
  ingredients: readonly string[],
  corrections?: readonly IngredientLineDto[],
  before?: { ingredients: readonly string[]; readings: readonly StoredReading[] | null },
): StoredReading[] {
  const corrected = new Map<string, StoredReading[]>();
  const keep = (text: string, value: StoredReading) => corrected.set(text, [...(corrected.get(text) ?? []), value]);
  if (corrections) {
    for (const line of corrections) keep(line.text.trim(), reading(line));
  } else if (before && fits(before.ingredients, before.readings)) {
    before.readings.forEach((value, i) => value.corrected && keep(before.ingredients[i].trim(), value));
  }
  return ingredients.map((text) => {
    const read = reading(readIngredientLine(text));
    const own = corrected.get(text.trim())?.shift();
    return own && !same(own, read) ? { ...own, corrected: true } : read;
  });
}

/**
 * A recipe's ingredient lines for its answers: the stored readings when they are the current
 * reader's or the author's own, the others read now (a recipe the one-off job has not reached yet).
 */
export function ingredientLinesOf(
  ingredients: readonly string[],
  stored: readonly StoredReading[] | null,
  version: number | null,
): IngredientLineDto[] {
  const usable = fits(ingredients, stored) ? stored : undefined;
  return ingredients.map((text, i) => {
    const own = usable?.[i];
    if (own && (own.corrected || version === READINGS_VERSION)) {
      const { corrected, ...line } = own;
      return { text: text.trim(), ...line, ...(corrected ? { corrected } : {}) };
    }
    return readIngredientLine(text);
  });
}
