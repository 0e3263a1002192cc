import type { IngredientLineDto } from './dto/recipe.dto.js';

/** A reading of an ingredient line, as readIngredientLine gives it or as a person wrote it down. */
export type IngredientReading = Pick<IngredientLineDto, 'isGroup' | 'quantity' | 'quantity2' | 'unit' | 'name' | 'note'>;
export type ReadingField = keyof IngredientReading;

/** Amounts within 0.001 (1/3 written as 0.3333). */
const sameAmount = (a: number | null, b: number | null): boolean => (a === null || b === null ? a === b : Math.abs(a - b) <= 0.001);
/** The words of a text, lower case, without punctuation. */
const words = (text: string | null): string[] =>
  text
    ?.normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
/** Names: the same words in the same order, whatever the case, punctuation and spacing. */
const sameName = (a: string, b: string): boolean => words(a).join(' ') === words(b).join(' ');
/** Notes: the same words in any order (null is no words). */
const sameWords = (a: string | null, b: string | null): boolean => {
  const [x, y] = [new Set(words(a)), new Set(words(b))];
  return x.size === y.size && [...x].every((word) => y.has(word));
};

/**
 * The fields in which `actual` differs from `expected`, by the rules of a right reading
 * (docs/decisions/catalogue.md, "Ingredients as data"); an empty list when it is fully right.
 */
export function readingDifferences(actual: IngredientReading, expected: IngredientReading): ReadingField[] {
  const same: Record<ReadingField, boolean> = {
    isGroup: actual.isGroup === expected.isGroup,
    quantity: sameAmount(actual.quantity, expected.quantity),
    quantity2: sameAmount(actual.quantity2, expected.quantity2),
    unit: actual.unit === expected.unit,
    name: sameName(actual.name, expected.name),
    note: sameWords(actual.note, expected.note),
  };
  return (Object.keys(same) as ReadingField[]).filter((field) => !same[field]);
}
