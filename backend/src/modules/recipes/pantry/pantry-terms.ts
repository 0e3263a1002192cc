import pluralize from 'pluralize';
import { PANTRY } from '@plantry/shared';
import { JOINING_WORDS, LEADING_DESCRIPTORS, SINGULARS, STAPLE_LAST_WORDS, STAPLES, TRAILING_PARTS } from './pantry-words.js';

/** What "What can I cook?" reads of an ingredient line: its reading's heading flag and name. */
export interface PantryLine {
  isGroup: boolean;
  name: string;
}

/**
 * A counted line as a recipe row stores it (recipes.pantry_terms): `n`, its name as read, to say
 * what is missing; `t`, the foods that satisfy it (docs/decisions/pantry.md).
 */
export interface PantryFood {
  n: string;
  t: string[];
}

/** The longest food a line stores: 'extra firm silken tofu' is 'firm silken tofu', 'silken tofu' and 'tofu'. */
const MOST_WORDS = 3;

const singular = (word: string): string => SINGULARS[word] ?? pluralize.singular(word);

/** A food's words, lower case, without parentheses, punctuation, leading descriptors or a trailing part, its last word singular. */
function foodWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ')
    .replace(/[^\p{L}\p{N}&'-]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEADING_DESCRIPTORS.has(words[0])) words.shift();
  if (words.length === 0) return [];
  words[words.length - 1] = singular(words[words.length - 1]);
  if (words.length > 1 && TRAILING_PARTS.has(words[words.length - 1])) words.pop();
  words[words.length - 1] = singular(words[words.length - 1]);
  return words;
}

/** One food as typed by a visitor, in the form lines store ('Cherry Tomatoes' is 'cherry tomato'); '' when nothing is left. */
export const haveTerm = (text: string): string => foodWords(text).slice(-MOST_WORDS).join(' ');

/** Whether a line's food is one a cook is taken to have (salt, pepper, water, any oil). */
export function isStaple(name: string): boolean {
  const words = foodWords(name);
  return words.length === 0 || STAPLES.has(words.join(' ')) || STAPLE_LAST_WORDS.has(words[words.length - 1]);
}

/** A food's last words that name a food: not starting with a joining word ('and salt', 'of soda'), not one letter. */
const namesFood = (words: readonly string[]) => !JOINING_WORDS.has(words[0]) && words.join(' ').length > 1;

/** The foods that satisfy a line of this name: each alternative's last one, two and three words ('vegetable or mushroom stock'). */
function termsOf(name: string): string[] {
  const terms = new Set<string>();
  for (const alternative of name.split(/\s+or\s+|\//i)) {
    const words = foodWords(alternative);
    for (let n = 1; n <= Math.min(MOST_WORDS, words.length); n++) {
      const term = words.slice(-n);
      if (namesFood(term) && term.join(' ').length <= PANTRY.foodMaxLength) terms.add(term.join(' '));
    }
  }
  return [...terms];
}

/** The lines that count for "What can I cook?" (headings and staples never do), with their foods. */
export function pantryFoodsOf(lines: readonly PantryLine[]): PantryFood[] {
  return lines.flatMap((line) => {
    if (line.isGroup || isStaple(line.name)) return [];
    const t = termsOf(line.name);
    return t.length ? [{ n: line.name, t }] : [];
  });
}

/** The names of the counted lines none of `have` (haveTerm's forms) satisfies. */
export function missingOf(foods: readonly PantryFood[], have: ReadonlySet<string>): string[] {
  return foods.filter((food) => !food.t.some((term) => have.has(term))).map((food) => food.n);
}
