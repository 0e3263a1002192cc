import type { SqlPart } from '../../common/sql-part.js';
import type { RecipeFilter } from './recipes.repository.js';
import { forSearchIndex, parseSearch } from './search-terms.js';

/** Runs one SQL statement (the repository's connection). */
type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * Mroonga's own ORDER BY ... LIMIT shortcut drops an ordering by an expression (`title = ?`), so
 * the statements that order by one run without its optimisations; counts keep them (a count of
 * one MATCH is read off the index without reading a row).
 */
const PLAIN = 'set statement mroonga_enable_optimization = 0 for ';
const NEWEST = 's.created_at desc, s.id desc';
/** How far into the ranked matches the second tier is read with Mroonga's shortcut. */
const SHORTCUT_REACH = 1_000;

/**
 * Searches of approved recipes in the search index, the `recipe_search` table (Mroonga, kept by
 * triggers on recipes: Migration20261201000000SearchIndex): a word found in 30,000 of 100,000
 * recipes is ranked and counted in milliseconds, where InnoDB's FULLTEXT took half a second to a
 * second. It answers what visitors search (and members, who get the visitor's lists), by
 * relevance or newest first, in a cuisine or not; other searches (tags, an author's own with
 * pending ones, admins', other sorts) use FULLTEXT on recipes (FulltextRecipeSearch).
 *
 * Relevance ranks as FulltextRecipeSearch does (docs/decisions/catalogue.md, "Search ranks titles
 * first"), in two tiers read apart: the recipes whose title has every term (the recipe titled
 * exactly what was typed first, then by relevance), then the others by relevance. A page of the
 * first tier sorts only the title matches; the second is read only for the pages past them.
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
    const cuisine: SqlPart = filter.cuisine ? { sql: ' and s.cuisine_id = (select id from cuisines where name = ?)', params: [filter.cuisine] } : { sql: '', params: [] };
    const inDoc: SqlPart = { sql: `match(s.doc) against (? in boolean mode)${cuisine.sql}`, params: [query, ...cuisine.params] };
    if (filter.sortBy === 'newest') {
      // Ordered by columns alone: Mroonga's shortcut reads the page off its index, in order.
      const [ids, total] = await Promise.all([this.ids(inDoc, { sql: NEWEST, params: [] }, filter.limit, filter.offset, ''), this.count(inDoc)]);
      return { ids: await this.approved(ids), total };
    }
    const inTitle: SqlPart = { sql: `match(s.title) against (? in boolean mode)${cuisine.sql}`, params: [query, ...cuisine.params] };
    const relevance: SqlPart = { sql: `match(s.doc) against (? in boolean mode) desc, ${NEWEST}`, params: [query] };
    const [titled, total, first] = await Promise.all([
      this.count(inTitle),
      this.count(inDoc),
      this.ids(inTitle, { sql: `s.title = ? desc, ${relevance.sql}`, params: [terms.phrase, ...relevance.params] }, filter.limit, filter.offset),
    ]);
    const missing = filter.limit - first.length;
    const rest = missing > 0 && total > titled ? await this.afterTitles(inDoc, inTitle, relevance, titled, missing, Math.max(0, filter.offset - titled)) : [];
    return { ids: await this.approved([...first, ...rest]), total };
  }

  /**
   * `limit` ids of the second tier from `offset` (counted in that tier). Near its start, the
   * first ranked matches are read with Mroonga's shortcut (it orders by a MATCH and columns) and the
   * title matches among them left out; further on, the statement leaves them out itself, sorting
   * every match (some 50 ms for a word in 30,000 recipes).
   */
  private async afterTitles(inDoc: SqlPart, inTitle: SqlPart, relevance: SqlPart, titled: number, limit: number, offset: number): Promise<number[]> {
    const reach = offset + limit + titled;
    if (reach > SHORTCUT_REACH) {
      return this.ids({ sql: `${inDoc.sql} and not ${inTitle.sql}`, params: [...inDoc.params, ...inTitle.params] }, relevance, limit, offset);
    }
    const [titles, ranked] = await Promise.all([this.ids(inTitle, { sql: 's.id', params: [] }, titled, 0, ''), this.ids(inDoc, relevance, reach, 0, '')]);
    const inTitles = new Set(titles);
    return ranked.filter((id) => !inTitles.has(id)).slice(offset, offset + limit);
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

  /** Without a cuisine, a count of one match: Mroonga reads it off the index. */
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
    const rows = await this.query<{ id: number }>(`select id from recipes where is_approved = 1 and id in (${ids.map(() => '?').join(', ')})`, ids);
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => found.has(id));
  }
}
