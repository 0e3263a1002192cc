import { correctedFreeFrom, correctionsBetween, freeFromKeysOf, freeFromMask, freeFromOf, type FreeFromKey } from '@plantry/shared';

/** A recipe's stored free-from masks (recipes.free_from, free_from_added, free_from_removed). */
export interface FreeFromColumns {
  freeFrom: number;
  freeFromAdded: number;
  freeFromRemoved: number;
}

/**
 * The free-from masks of a recipe of these ingredient lines: derived from the lines
 * (@plantry/shared's freeFromOf), then the author's corrections applied. `wanted` is what the
 * author says it is free from (their corrections are what differs from the derived keys); without
 * it the corrections of `before` stay, so an edit of the lines derives afresh and keeps them.
 */
export function freeFromColumns(
  ingredients: readonly string[],
  wanted?: readonly FreeFromKey[],
  before?: Pick<FreeFromColumns, 'freeFromAdded' | 'freeFromRemoved'>,
): FreeFromColumns {
  const derived = freeFromOf(ingredients);
  const corrections = wanted
    ? correctionsBetween(derived, wanted)
    : { added: freeFromKeysOf(before?.freeFromAdded ?? 0), removed: freeFromKeysOf(before?.freeFromRemoved ?? 0) };
  return {
    freeFrom: freeFromMask(correctedFreeFrom(derived, corrections)),
    freeFromAdded: freeFromMask(corrections.added),
    freeFromRemoved: freeFromMask(corrections.removed),
  };
}
