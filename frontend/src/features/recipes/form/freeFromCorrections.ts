import {
  correctedFreeFrom,
  correctionsBetween,
  FREE_FROM_KEYS,
  freeFromOf,
  type FreeFromCorrections,
  type FreeFromKey,
} from '@plantry/shared';

export const NO_CORRECTIONS: FreeFromCorrections = { added: [], removed: [] };

/** The corrections a saved recipe's answer implies: where its keys differ from what its lines show. */
export const correctionsFrom = (freeFrom: readonly FreeFromKey[], ingredients: readonly string[]): FreeFromCorrections =>
  correctionsBetween(freeFromOf(ingredients), freeFrom);

/** The corrections after the author ticks or unticks `key`, of which `derived` are what the lines show. */
export function toggled(corrections: FreeFromCorrections, derived: readonly FreeFromKey[], key: FreeFromKey): FreeFromCorrections {
  const without = (keys: FreeFromKey[]) => keys.filter((other) => other !== key);
  const on = correctedFreeFrom(derived, corrections).includes(key);
  if (on)
    return derived.includes(key)
      ? { ...corrections, removed: [...corrections.removed, key] }
      : { ...corrections, added: without(corrections.added) };
  return derived.includes(key)
    ? { ...corrections, removed: without(corrections.removed) }
    : { ...corrections, added: [...corrections.added, key] };
}

/** Whether two sets of corrections say the same. */
export const sameCorrections = (a: FreeFromCorrections, b: FreeFromCorrections): boolean =>
  FREE_FROM_KEYS.every((key) => a.added.includes(key) === b.added.includes(key) && a.removed.includes(key) === b.removed.includes(key));
