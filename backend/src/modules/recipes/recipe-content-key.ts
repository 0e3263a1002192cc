import { createHash } from 'node:crypto';

/** Lower case, accents removed, runs of anything but letters and digits folded to one space. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The identity of a recipe's content: the same title with the same ingredients is the same recipe,
 * whatever its spacing, case or accents. Stored unique, so seeding or importing twice adds nothing.
 */
export function recipeContentKey(title: string, ingredients: readonly string[]): string {
  const text = [normalise(title), ...ingredients.map(normalise)].join('\n');
  return createHash('sha256').update(text).digest('hex');
}
