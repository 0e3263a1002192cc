import { placeholders, type SqlPart } from '../../common/sql-part.js';
import type { RecipeFilter } from './recipes.repository.js';
import { forSearchIndex, parseSearch } from './search-terms.js';

/** Runs one SQL statement (the repository's connection). */
type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * Mroonga's own ORDER BY ... LIMIT shortcut reads a page off its index when the order is a MATCH
 * and columns, but it also takes over orders it cannot follow (by an expression such as
 * `title = ?`, which it drops) and filters: statements with a NOT run without it.
 */
const PLAIN = 'set statement mroonga_enable_optimization = 0 for ';
const NEWEST = 's.created_at desc, s.id desc';
/** How far into the ranked matches a tier is read with Mroonga's shortcut. */
const SHORTCUT_REACH = 1_000;
/** At most this many recipes titled exactly what was typed come first. */
const EXACT_TITLES = 100;
/**
 * A cuisine's word in the indexed text (Migration20261202000000SearchCuisine writes it), as a
 * required phrase: the tokenizer splits it into letters and digits.
 */
const cuisineWord = (cuisineId: number) => `+"plantrycuisine${cuisineId}"`;

/**
 * Searches of approved recipes in the search index, the `recipe_search` table (Mroonga, kept by
 * triggers on recipes: Migration20261201000000SearchIndex): a word found in 30,000 of 100,000
 * recipes is ranked and counted in milliseconds, where InnoDB's FULLTEXT took half a second to a
 * second. It answers what visitors search (and members, who get the visitor's lists), by
 * relevance or newest first, in a cuisine or not; other searches (tags, an author's own with
 * pending ones, admins', other sorts) use FULLTEXT on recipes (FulltextRecipeSearch).
 *
 * Relevance ranks titles first (docs/decisions/catalogue.md, "Search ranks titles first"), in tiers
 * read apart: the recipes titled exactly what was typed, the other recipes whose title has every
 * term (best title match, then newest), then the rest by relevance over their whole text. Each
 * tier is read only for the pages that reach it, and counts come off the index.
 */
export class RecipeSearchIndex {
  private present?: Promise<boolean>;

  constructor(private readonly query: Query) {}

  /**
   * Whether the database has the index: its migration makes it only where MariaDB has Mroonga
   * (read once per process).
   */
  exists(): Promise<boolean> {
    this.present ??= this.query("select 1 from information_schema.tables where table_schema = database() and table_name = 'recipe_search'").then(
      (rows) => rows.length > 0,
      () => {
        this.present = undefined;
        return false;
      },
    );
    return this.present;
  }

  /** Whether the index answers this filter (`approvedOnly`: the viewer sees approved recipes only). */
  answers(filter: RecipeFilter, approvedOnly: boolean): boolean {
    const others = filter.tags?.length || filter.authorId || filter.veganFlagged !== undefined || filter.apartFromLatest || filter.isApproved === false;
    const sorted = filter.sortBy === 'relevance' || filter.sortBy === 'newest';
    return approvedOnly && !others && sorted && !!filter.search && !!parseSearch(filter.search).fulltext;
  }

  /** One page's ids and the total, for a filter the index answers. */
  async pageIds(filter: RecipeFilter): Promise<{ ids: number[]; total: number }> {
    const terms = parseSearch(filter.search!);
    const query = forSearchIndex(terms.fulltext!);
    const cuisineId = filter.cuisine ? await this.cuisineId(filter.cuisine) : undefined;
    if (cuisineId === null) return { ids: [], total: 0 };
    const cuisine: SqlPart = cuisineId ? { sql: ' and s.cuisine_id = ?', params: [cuisineId] } : { sql: '', params: [] };
    // Within a cuisine, its word is one more term of the text's MATCH (phrases first): counted and
    // ranked off the index, where a second condition made Mroonga read every match.
    const docQuery = cuisineId ? `${cuisineWord(cuisineId)} ${query}` : query;
    const inDoc: SqlPart = { sql: 'match(s.doc) against (? in boolean mode)', params: [docQuery] };
    if (filter.sortBy === 'newest') {
      // Ordered by columns alone: Mroonga's shortcut reads the page off its index, in order.
      const [ids, total] = await Promise.all([this.ids(inDoc, { sql: NEWEST, params: [] }, filter.limit, filter.offset, ''), this.count(inDoc)]);
      return { ids: await this.approved(ids), total };
    }
    const inTitle: SqlPart = { sql: `match(s.title) against (? in boolean mode)${cuisine.sql}`, params: [query, ...cuisine.params] };
    const [exact, titled, total] = await Promise.all([
      this.ids({ sql: `s.title = ?${cuisine.sql}`, params: [terms.phrase, ...cuisine.params] }, { sql: NEWEST, params: [] }, EXACT_TITLES, 0, ''),
      this.count(inTitle),
      this.count(inDoc),
    ]);
    const ids = exact.slice(filter.offset, filter.offset + filter.limit);
    // The other title matches, best title match first, then newest.
    const titleOrder: SqlPart = { sql: `match(s.title) against (? in boolean mode) desc, ${NEWEST}`, params: [query] };
    if (ids.length < filter.limit && titled > exact.length) {
      const leaveOut = { count: exact.length, ids: async () => exact, sql: { sql: `s.title = ?`, params: [terms.phrase] } };
      ids.push(...(await this.rankedWithout(inTitle, titleOrder, leaveOut, filter.limit - ids.length, Math.max(0, filter.offset - exact.length))));
    }
    // Then the recipes with the terms elsewhere, by relevance over their whole text, then newest.
    if (ids.length < filter.limit && total > titled) {
      const docOrder: SqlPart = { sql: `match(s.doc) against (? in boolean mode) desc, ${NEWEST}`, params: [docQuery] };
      const leaveOut = { count: titled, ids: () => this.ids(inTitle, { sql: 's.id', params: [] }, titled, 0, ''), sql: inTitle };
      ids.push(...(await this.rankedWithout(inDoc, docOrder, leaveOut, filter.limit - ids.length, Math.max(0, filter.offset - titled))));
    }
    return { ids: await this.approved(ids), total };
  }

  /**
   * `limit` ids of `where` in `order` from `offset`, counted without those of `leaveOut`. Near the
   * start, the first ranked ids are read with Mroonga's shortcut (it orders by a MATCH and columns
   * off its index) and those left out dropped; further on, the statement leaves them out itself
   * and sorts every match (about 50 ms for a word in 30,000 recipes, 150 in 300,000).
   */
  private async rankedWithout(
    where: SqlPart,
    order: SqlPart,
    leaveOut: { count: number; ids: () => Promise<number[]>; sql: SqlPart },
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const reach = offset + limit + leaveOut.count;
    if (reach > SHORTCUT_REACH) {
      return this.ids({ sql: `${where.sql} and not ${leaveOut.sql.sql}`, params: [...where.params, ...leaveOut.sql.params] }, order, limit, offset);
    }
    const [left, ranked] = await Promise.all([leaveOut.ids(), this.ids(where, order, reach, 0, '')]);
    const out = new Set(left);
    return ranked.filter((id) => !out.has(id)).slice(offset, offset + limit);
  }

  private async ids(where: SqlPart, order: SqlPart, limit: number, offset: number, statement = PLAIN): Promise<number[]> {
    const rows = await this.query<{ id: number }>(`${statement}select s.id from recipe_search s where ${where.sql} order by ${order.sql} limit ? offset ?`, [
      ...where.params,
      ...order.params,
      limit,
      offset,
    ]);
    return rows.map((row) => row.id);
  }

  /** The id of the cuisine of this name, null when there is none. */
  private async cuisineId(name: string): Promise<number | null> {
    const [row] = await this.query<{ id: number }>('select id from cuisines where name = ?', [name]);
    return row ? row.id : null;
  }

  /** A count of one MATCH alone: Mroonga reads it off the index. */
  private async count(where: SqlPart): Promise<number> {
    const [{ total }] = await this.query<{ total: number }>(`select count(*) as total from recipe_search s where ${where.sql}`, where.params);
    return Number(total);
  }

  /**
   * The ids whose recipes are approved, in the order given. The index is not transactional: a
   * trigger's change stays when the recipe's transaction rolls back, so each page is checked
   * against the recipes (a primary-key read of its ids).
   */
  private async approved(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return ids;
    const rows = await this.query<{ id: number }>(`select id from recipes where is_approved = 1 and id in (${placeholders(ids)})`, ids);
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => found.has(id));
  }
}
