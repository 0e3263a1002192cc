import { placeholders, type SqlPart } from '../../../common/sql-part.js';
import { missingOf, type PantryFood } from './pantry-terms.js';
import { STAPLES } from './pantry-words.js';

/** Last words that satisfy lines ('garlic powder', 'soy sauce') but are not foods one says one has. */
const NOT_FOODS = [
  'powder',
  'paste',
  'sauce',
  'juice',
  'extract',
  'zest',
  'seed',
  'flake',
  'essence',
  'mix',
  'blend',
  'dressing',
  'topping',
];
/** Not suggested: those, and the staples a cook is taken to have ('salt' ends 'lemon and salt'). */
const NOT_SUGGESTED = [...NOT_FOODS, ...STAPLES];

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** A page of "What can I cook?": the ids in order, the total, and what each recipe lacks (by id). */
export interface PantryPage {
  ids: number[];
  total: number;
  missing: Record<number, string[]>;
}

/** The index of recipes that holds what a pantry search checks of each recipe (Migration20261209000000Pantry). */
const PANTRY_INDEX = 'recipes_pantry_search_index';

/**
 * The recipes (alias r) with at least one line among `have` and at most `maxMissing` lines
 * without (m.had: the lines had): the foods' rows off recipe_foods' primary key (term first),
 * grouped by recipe, then each recipe read off an index that holds what the filters check
 * (approval, counted lines, cuisine, free-from mask, time, author), not its row; with a search,
 * `indexed` is false: its full-text match needs the row and its own index.
 */
const matches = (have: readonly string[], maxMissing: number, where: SqlPart, indexed: boolean): SqlPart => ({
  sql: `from (select recipe_id, count(distinct line_no) as had from recipe_foods where term in (${placeholders(have)}) group by recipe_id) m
    straight_join recipes r${indexed ? ` force index (${PANTRY_INDEX})` : ''} on r.id = m.recipe_id
    ${where.sql ? `${where.sql} and` : 'where'} r.pantry_count - m.had <= ?`,
  params: [...have, ...where.params, maxMissing],
});

/**
 * "What can I cook?" over recipe_foods (docs/decisions/pantry.md): for each recipe with at least
 * one line among the foods asked for, how many of its counted lines none of them satisfies; those
 * with at most `maxMissing` such lines, fewest missing first, then most lines had, then the newest
 * (by id: the rating would mean reading every candidate's row). The page's missing lines are
 * named from its recipes' stored foods.
 */
export class PantrySearch {
  constructor(private readonly query: Query) {}

  async pageIds(
    have: readonly string[],
    maxMissing: number,
    where: SqlPart,
    page: { limit: number; offset: number; search?: string },
  ): Promise<PantryPage> {
    const matching = matches(have, maxMissing, where, !page.search);
    const rows = await this.query<{ id: number; total: number }>(
      `select r.id, count(*) over () as total ${matching.sql} order by r.pantry_count - m.had, m.had desc, r.id desc limit ? offset ?`,
      [...matching.params, page.limit, page.offset],
    );
    const ids = rows.map((row) => row.id);
    return {
      ids,
      total: rows.length ? Number(rows[0].total) : await this.count(matching),
      missing: await this.missing(ids, new Set(have)),
    };
  }

  /** The total of a page past the last result (its rows carry none). */
  private async count(matching: SqlPart): Promise<number> {
    const [{ total }] = await this.query<{ total: number }>(`select count(*) as total ${matching.sql}`, matching.params);
    return Number(total);
  }

  /** The foods most recipes have lines of, for suggestions (one scan of recipe_foods' key; callers keep the answer a while). */
  async commonFoods(limit: number): Promise<{ food: string; recipes: number }[]> {
    const rows = await this.query<{ term: string; recipes: number }>(
      `select term, count(distinct recipe_id) as recipes from recipe_foods where term not in (${placeholders(NOT_SUGGESTED)})
       group by term order by recipes desc, term limit ?`,
      [...NOT_SUGGESTED, limit],
    );
    return rows.map((row) => ({ food: row.term, recipes: Number(row.recipes) }));
  }

  private async missing(ids: readonly number[], have: ReadonlySet<string>): Promise<Record<number, string[]>> {
    if (ids.length === 0) return {};
    const rows = await this.query<{ id: number; pantry_foods: string | PantryFood[] | null }>(
      `select id, pantry_foods from recipes where id in (${placeholders(ids)})`,
      [...ids],
    );
    return Object.fromEntries(
      rows.map((row) => {
        const foods = typeof row.pantry_foods === 'string' ? (JSON.parse(row.pantry_foods) as PantryFood[]) : (row.pantry_foods ?? []);
        return [row.id, missingOf(foods, have)];
      }),
    );
  }
}
