import { CUISINE_NAME_MAX, RECIPE_LIMITS } from '@plantry/shared';
import type { ImportedRecipeRow } from '../recipes/index.js';
import { FIELD_LABELS, type ColumnMap, type ImportField } from './import-columns.js';
import { importedCuisine, importedLines, importedTags } from './import-text.js';

/** A row of the file, read into what a recipe needs: the recipe's text, and the image's address if it gave one. */
export type ImportedRecipe = Pick<ImportedRecipeRow, 'title' | 'description' | 'ingredients' | 'instructions' | 'tags' | 'cuisine'> & {
  imageUrl?: string;
};

/** Why a row was not imported: the field it is about and what is wrong, for the admin to fix. */
export interface RowProblem {
  column: string;
  reason: string;
}

export type RowResult = { recipe: ImportedRecipe } | { problems: RowProblem[] };

const cellOf = (cells: readonly string[], map: ColumnMap, field: ImportField) => {
  const position = map.positions[field];
  return position === undefined ? undefined : cells[position]?.trim() || undefined;
};

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** Checks one row and reads it into a recipe, or says what is wrong with it (every problem at once). */
export function readRow(cells: readonly string[], map: ColumnMap): RowResult {
  const problems: RowProblem[] = [];
  const problem = (field: ImportField, reason: string) => problems.push({ column: map.headers[field] ?? FIELD_LABELS[field], reason });
  const limit = (field: ImportField, text: string, max: number, what = 'is') => {
    if (text.length > max) problem(field, `${what} ${text.length} characters long; at most ${max} are allowed`);
  };

  const title = (cellOf(cells, map, 'title') ?? '').replace(/\s+/g, ' ');
  if (!title) problem('title', 'The title is empty');
  limit('title', title, RECIPE_LIMITS.titleMax, 'The title is');

  const lines = (field: ImportField) => importedLines(cellOf(cells, map, field), RECIPE_LIMITS.listItemMax);
  const lists = { ingredients: lines('ingredients'), instructions: lines('instructions') };
  for (const field of ['ingredients', 'instructions'] as const) {
    const list = lists[field];
    if (list.length === 0) problem(field, `There are no ${field}`);
    if (list.length > RECIPE_LIMITS.listItemsMax)
      problem(field, `There are ${list.length} lines; at most ${RECIPE_LIMITS.listItemsMax} are allowed`);
    const longest = list.findIndex((line) => line.length > RECIPE_LIMITS.listItemMax);
    if (longest >= 0) limit(field, list[longest], RECIPE_LIMITS.listItemMax, `Line ${longest + 1} is`);
  }

  // A file without descriptions (scraped recipes often have none) lends the method's first step.
  const description = cellOf(cells, map, 'description') ?? lists.instructions[0] ?? '';
  limit('description', description, RECIPE_LIMITS.descriptionMax, 'The description is');

  const image = cellOf(cells, map, 'image');
  if (problems.length) return { problems };
  return {
    recipe: {
      title,
      description,
      ...lists,
      tags: importedTags(cellOf(cells, map, 'tags'), RECIPE_LIMITS.tagsMax, RECIPE_LIMITS.tagMax),
      cuisine: importedCuisine(cellOf(cells, map, 'cuisine'), CUISINE_NAME_MAX),
      imageUrl: image && isWebAddress(image) ? image : undefined,
    },
  };
}
