import type { Migration } from '@mikro-orm/migrations';

/** The word that says a recipe's cuisine in its indexed text (0: none); keep in step with recipe-search-index.ts. */
export const CUISINE_WORD = (cuisineId: string) => `concat('plantrycuisine', ${cuisineId})`;

/**
 * The upper ends, in minutes, of the total-time ranges the index knows (Migration20261205000000TotalMinutes):
 * each indexed recipe whose total time (prep plus cook) is known and at most the last holds the word of
 * its range, so that a search within a time is one MATCH (recipe-search-index.ts asks for the words of
 * every range up to the time). Other times are searched on recipes.
 */
export const TIME_RANGES = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240] as const;

/** The word of the time range ending at `minutes`: its digits as letters (0 a, 1 b...), as the tokenizer splits digits from letters. */
export const timeWord = (minutes: number) =>
  `plantrytime${[...String(minutes)].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;

/** A row's total time as SQL: prep plus cook, null when both are unknown (recipes.total_minutes). */
const TOTAL_MINUTES = (row: string) =>
  `if(${row}.prep_minutes is null and ${row}.cook_minutes is null, null, coalesce(${row}.prep_minutes, 0) + coalesce(${row}.cook_minutes, 0))`;

/** A row's time word as SQL: that of the first range holding its total time; null when unknown or longer. */
export const TIME_WORD = (row: string) =>
  `elt(interval(${TOTAL_MINUTES(row)}, ${TIME_RANGES.map((end) => end + 1).join(', ')}) + 1, ${TIME_RANGES.map((end) => `'${timeWord(end)}'`).join(', ')})`;

/** The indexed text of a recipe (`row` is NEW in a trigger): its cuisine's word, then its searched text. */
export const DOC = (row: string, cuisineWord = CUISINE_WORD(`coalesce(${row}.cuisine_id, 0)`)) =>
  `concat_ws(' ', ${cuisineWord}, ${row}.title, ${row}.description, ${row}.ingredients, ${row}.tags)`;

/**
 * The indexed text since the time words: its cuisine's word, its time word (when known), then its
 * searched text. Without a time word it is DOC's text.
 */
export const TIMED_DOC = (row: string, cuisineWord = CUISINE_WORD(`coalesce(${row}.cuisine_id, 0)`)) =>
  `concat_ws(' ', ${cuisineWord}, ${TIME_WORD(row)}, ${row}.title, ${row}.description, ${row}.ingredients, ${row}.tags)`;

/** The text of `cuisine_title` since the time words: the cuisine's word, the time word (when known), the title. */
export const TIMED_CUISINE_TITLE = (row: string, cuisineWord = CUISINE_WORD(`coalesce(${row}.cuisine_id, 0)`)) =>
  `concat_ws(' ', ${cuisineWord}, ${TIME_WORD(row)}, ${row}.title)`;

/**
 * How many free-from keys the index knows (FREE_FROM_KEYS of @plantry/shared when
 * Migration20261208000000FreeFrom was written: gluten, soy, tree nuts, peanuts, sesame, oil).
 */
const FREE_FROM_WORD_COUNT = 6;

/**
 * The word that says a recipe is free from the key at `index` of FREE_FROM_KEYS: a letter for
 * the index (0 a, 1 b...), as the tokenizer splits digits from letters.
 */
export const freeFromWord = (index: number) => `plantryfree${String.fromCharCode(97 + index)}`;

/**
 * A row's free-from words as SQL: one for each bit of its `free_from` mask (recipes.free_from);
 * null for none, so that the text of a recipe free from nothing is what it was before them.
 */
const FREE_FROM_WORDS = (row: string) =>
  `nullif(concat_ws(' ', ${Array.from({ length: FREE_FROM_WORD_COUNT }, (_, i) => `if(${row}.free_from & ${1 << i}, '${freeFromWord(i)}', null)`).join(', ')}), '')`;

/**
 * The indexed text since the free-from words (Migration20261208000000FreeFrom): its cuisine's word,
 * its time word (when known), its free-from words, then its searched text.
 */
export const FREE_FROM_DOC = (row: string, cuisineWord = CUISINE_WORD(`coalesce(${row}.cuisine_id, 0)`)) =>
  `concat_ws(' ', ${cuisineWord}, ${TIME_WORD(row)}, ${FREE_FROM_WORDS(row)}, ${row}.title, ${row}.description, ${row}.ingredients, ${row}.tags)`;

/** The text of `cuisine_title` since the free-from words: the cuisine's word, the time word, the free-from words, the title. */
export const FREE_FROM_CUISINE_TITLE = (row: string, cuisineWord = CUISINE_WORD(`coalesce(${row}.cuisine_id, 0)`)) =>
  `concat_ws(' ', ${cuisineWord}, ${TIME_WORD(row)}, ${FREE_FROM_WORDS(row)}, ${row}.title)`;

/** The columns of recipes whose change rewrites a recipe's indexed text. */
export const SEARCHED_COLUMNS = ['title', 'description', 'ingredients', 'tags', 'cuisine_id', 'created_at'];
/** ...and since the time words, its times. */
export const TIMED_COLUMNS = [...SEARCHED_COLUMNS, 'prep_minutes', 'cook_minutes'];
/** ...and since the free-from words, what it is free from. */
export const FREE_FROM_COLUMNS = [...TIMED_COLUMNS, 'free_from'];

const changed = (columns: readonly string[]) => columns.map((column) => `not (old.${column} <=> new.${column})`).join(' or ');

/** A row's text in the index, as a column's SQL of it (`row` is NEW in a trigger, or a table's alias). */
type RowText = (row: string) => string;

/**
 * The triggers on recipes that keep the index, writing `doc` and, where the index has it,
 * `cuisine_title` as given, when one of the `watched` columns changes. Today's are
 * `recipeTriggers(FREE_FROM_DOC, FREE_FROM_CUISINE_TITLE, FREE_FROM_COLUMNS)` (Migration20261208000000FreeFrom).
 */
export function recipeTriggers(doc: RowText, cuisineTitle?: RowText, watched: readonly string[] = SEARCHED_COLUMNS): string[] {
  const columns = `(id, cuisine_id, created_at, title, doc${cuisineTitle ? ', cuisine_title' : ''})`;
  const values = (row: string) =>
    `(${row}.id, coalesce(${row}.cuisine_id, 0), ${row}.created_at, ${row}.title, ${doc(row)}${cuisineTitle ? `, ${cuisineTitle(row)}` : ''})`;
  return [
    'drop trigger if exists recipes_search_insert',
    'drop trigger if exists recipes_search_update',
    `create trigger recipes_search_insert after insert on recipes for each row
      if new.is_approved = 1 then replace into recipe_search ${columns} values ${values('new')}; end if`,
    `create trigger recipes_search_update after update on recipes for each row
      if new.is_approved <> 1 then delete from recipe_search where id = old.id;
      elseif old.is_approved <> 1 or ${changed(watched)} then replace into recipe_search ${columns} values ${values('new')};
      end if`,
  ];
}

/**
 * The trigger that leaves a deleted cuisine's recipes without one in the index too (a foreign
 * key's action fires no trigger): their cuisine word becomes that of none, in `doc` and, where the
 * index has it, `cuisine_title`.
 */
export function cuisineDeleteTrigger(cuisineTitle?: (row: string, cuisineWord: string) => string, doc = DOC): string[] {
  const title = cuisineTitle ? `, s.cuisine_title = ${cuisineTitle('r', CUISINE_WORD('0'))}` : '';
  return [
    'drop trigger if exists cuisines_search_delete',
    `create trigger cuisines_search_delete before delete on cuisines for each row
      update recipe_search s join recipes r on r.id = s.id
      set s.cuisine_id = 0, s.doc = ${doc('r', CUISINE_WORD('0'))}${title} where s.cuisine_id = old.id`,
  ];
}

/** Whether the database has the search index (made only where MariaDB has Mroonga). */
export async function hasSearchIndex(migration: Migration): Promise<boolean> {
  const rows = await migration.execute(
    "select 1 from information_schema.tables where table_schema = database() and table_name = 'recipe_search'",
  );
  return rows.length > 0;
}
