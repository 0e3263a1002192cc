import { FREE_FROM_KEYS, isFreeFromKey, type FreeFromKey } from '@plantry/shared';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { jsonOr } from './recipe-fields.js';

export const FREE_FROM_LIST = `freeFrom may only name ${FREE_FROM_KEYS.join(', ')}, separated by commas`;

/** A JSON list or comma-separated text read as a list of trimmed, lower-case words; anything else is left for the validator. */
function asList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) return jsonOr(text);
  return text === '' ? [] : text.split(',').map((word) => word.trim().toLowerCase());
}

/** Free-from keys as a list (JSON list, comma-separated text or an array), each once, in FREE_FROM_KEYS' order. */
export const ToFreeFrom = () =>
  Transform(({ value }: { value: unknown }) => {
    const list = asList(value);
    return Array.isArray(list) && list.every((key) => typeof key === 'string' && isFreeFromKey(key))
      ? FREE_FROM_KEYS.filter((key) => (list as string[]).includes(key))
      : list;
  });

/** A list of free-from keys, or one clear 400 naming the keys there are. */
export const FreeFromList = () =>
  ValidateBy({
    name: 'freeFromList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) && value.every((key): key is FreeFromKey => typeof key === 'string' && isFreeFromKey(key)),
      defaultMessage: () => FREE_FROM_LIST,
    },
  });
