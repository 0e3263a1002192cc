import pluralize from 'pluralize';
import type { IngredientLineDto } from '../../../api';

/**
 * Words of a name that say how a food is bought, sized or coloured, not which food it is. (The
 * server's reader already moves preparations, 'finely chopped', and units out of the name.)
 */
const NOT_THE_FOOD = new Set([
  'fresh',
  'dried',
  'ground',
  'large',
  'small',
  'medium',
  'raw',
  'cooked',
  'whole',
  'plain',
  'unsweetened',
  'organic',
  'extra',
  'virgin',
  'light',
  'dark',
  'white',
  'black',
  'green',
  'yellow',
  'red',
  'mixed',
  'good',
  'quality',
  'tinned',
  'canned',
  'frozen',
  'and',
  'the',
  'for',
  'with',
  'some',
  'plus',
]);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z]+/g) ?? [];

/** The words that name the food, in the singular: 'red lentils' → ['red', 'lentil']. */
function foodWords(name: string): string[] {
  return wordsOf(name)
    .filter((word) => word.length > 2 && !NOT_THE_FOOD.has(word))
    .map((word) => pluralize.singular(word));
}

/**
 * The ingredient lines a step uses: those whose food the step names ('the onion', 'the
 * lentils'), by the last word of the food's name ('oat milk' by 'milk', 'red onion' by 'onion')
 * or any other word of it of four letters or more ('salt' of 'salt and pepper'). Headings and lines without a food word are never a step's.
 */
export function stepIngredients(step: string, lines: readonly IngredientLineDto[]): number[] {
  const said = new Set(wordsOf(step).map((word) => pluralize.singular(word)));
  return lines.flatMap((line, index) => {
    if (line.isGroup) return [];
    const words = foodWords(line.name);
    const head = words.at(-1);
    return head !== undefined && (said.has(head) || words.some((word) => word.length >= 4 && said.has(word))) ? [index] : [];
  });
}
