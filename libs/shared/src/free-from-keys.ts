/**
 * The free-from keys, their names and their bits, apart from the taxonomy that reads them
 * (free-from.ts): pages that only filter or show keys load this, not the word index.
 */
export const FREE_FROM_KEYS = ['gluten', 'soy', 'tree-nuts', 'peanuts', 'sesame', 'oil'] as const;
export type FreeFromKey = (typeof FREE_FROM_KEYS)[number];

/** Each key's bit in the stored mask (recipes.free_from). */
export const freeFromBit = (key: FreeFromKey): number => 1 << FREE_FROM_KEYS.indexOf(key);
export const freeFromMask = (keys: readonly FreeFromKey[]): number => keys.reduce((mask, key) => mask | freeFromBit(key), 0);
export const freeFromKeysOf = (mask: number): FreeFromKey[] => FREE_FROM_KEYS.filter((key) => (mask & freeFromBit(key)) !== 0);
export const isFreeFromKey = (value: string): value is FreeFromKey => (FREE_FROM_KEYS as readonly string[]).includes(value);
