import pluralize from 'pluralize';
import type { IngredientLineDto } from '../recipes/index.js';
import { SHOPPING_LIMITS } from './shopping-limits.js';
import type { ShoppingItemRecipe } from './entities/shopping-item.entity.js';

/** What one ingredient line asks to buy. */
export interface Wanted {
  /** As written, control characters and runs of spaces made one space. */
  name: string;
  /** What merges: itemKey(name). */
  key: string;
  /** parse-ingredient's unit id, '' for a count or no amount. */
  unit: string;
  /** null for 'some'. */
  quantity: number | null;
}

/** Where pluralize's English rules miss food words: their singular. */
const FOOD_SINGULARS: Record<string, string> = {
  cookies: 'cookie',
  chilies: 'chili',
  chillies: 'chilli',
  molasses: 'molasses',
  brussels: 'brussels',
  hummus: 'hummus',
  couscous: 'couscous',
};

/** One word's singular: words of fewer than 4 letters stay ('peas' is 4; 'us', 'as' and 'its' are not nouns here). */
function singular(word: string): string {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return word;
  return FOOD_SINGULARS[word] ?? pluralize.singular(word);
}

/** Up to `max` characters (code points, as the database counts them), never half of one. */
export const clip = (text: string, max: number): string => (text.length <= max ? text : [...text].slice(0, max).join(''));

/**
 * Control characters and runs of white space made one space, trimmed; half a surrogate pair made
 * U+FFFD, as the database would store it (so that a key read back is the key made).
 */
export const plainText = (text: string): string =>
  text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();

/**
 * The key lines of the same thing share: lower case, accents removed, anything but letters and
 * digits folded to one space, each word singular ('Onions' and 'onion,' are 'onion'; 'Jalapeños'
 * is 'jalapeno'). A name of nothing but symbols ('🥑') keys as itself in lower case. At most 255
 * characters: names that agree that far are one item. Compared byte for byte by the database too
 * (utf8mb4_bin), so that what the code merges and what the unique key holds are the same.
 */
export function itemKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const key = words ? words.split(' ').map(singular).join(' ') : plainText(name).toLowerCase();
  // Without a space at the end: the column compares as if spaces followed (PAD SPACE).
  return clip(key, SHOPPING_LIMITS.keyMax).trimEnd();
}

/** An amount believed: finite, not negative, at most quantityMax; anything else is 'some'. */
const believable = (quantity: number | null): number | null =>
  quantity !== null && Number.isFinite(quantity) && quantity >= 0 && quantity <= SHOPPING_LIMITS.quantityMax ? quantity : null;

/**
 * What a line asks to buy, its amount times `factor`: a range counts its upper end ('2-3 cloves'
 * is 3). Nothing for a heading, nor for a line that names nothing ('2 cups').
 */
export function wantedOf(line: IngredientLineDto, factor: number): Wanted | undefined {
  if (line.isGroup) return undefined;
  const name = clip(plainText(line.name), SHOPPING_LIMITS.nameMax);
  const key = itemKey(name);
  if (!key) return undefined;
  const amount = line.quantity2 ?? line.quantity;
  return {
    name,
    key,
    unit: clip(line.unit ?? '', SHOPPING_LIMITS.unitMax),
    quantity: believable(amount === null ? null : amount * factor),
  };
}

/** Two amounts of one item together: 'some' and an amount is the amount; a sum stops at quantityMax. */
export function addQuantities(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a + b, SHOPPING_LIMITS.quantityMax);
}

/** Whether a name reads as plural: its last word does ('green onions'). */
const readsPlural = (name: string): boolean => pluralize.isPlural(name.split(' ').at(-1) ?? name);

/**
 * The name of a merged item: of the spelling it has and the one coming in, the one that agrees
 * with a counted total ('1 onion' and '2 onions' are 3 'onions'); otherwise the one it has.
 */
export function mergedName(current: string, incoming: string, unit: string, total: number | null): string {
  if (unit !== '' || total === null || readsPlural(current) === total > 1) return current;
  return readsPlural(incoming) === total > 1 ? incoming : current;
}

/** The recipes of an item with one more (moved last when it is there already), the most recent few. */
export function withRecipe(recipes: readonly ShoppingItemRecipe[], recipe: ShoppingItemRecipe): ShoppingItemRecipe[] {
  return [...recipes.filter((r) => r.id !== recipe.id), recipe].slice(-SHOPPING_LIMITS.recipesPerItem);
}
