import { placeholders, type SqlPart } from '../../common/sql-part.js';
import { FREE_FROM_KEYS, freeFromMask, type FreeFromKey } from '@plantry/shared';
import { freeFromWord, TIME_RANGES, timeWord } from '../../infrastructure/database/migrations/search-index-sql.js';
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
 * The words of every time range up to `maxMinutes` (the end of one of them), one of which is
 * required: each indexed recipe of a known total time within the last range holds its range's word
 * (Migration20261205000000TotalMinutes).
 */
const timeWords = (maxMinutes: number) =>
  `+(${TIME_RANGES.filter((end) => end <= maxMinutes)
    .map(timeWord)
    .join(' ')})`;
/** The words of free-from keys, each required (Migration20261208000000FreeFrom). */
const freeFromWords = (keys: readonly FreeFromKey[]) => keys.map((key) => `+${freeFromWord(FREE_FROM_KEYS.indexOf(key))}`);

/** The required words of a filter's cuisine, time and free-from keys in the indexed text. */
const withinWords = (filter: Pick<RecipeFilter, 'maxMinutes' | 'freeFrom'>, cuisineId: number | undefined) => [
  ...(cuisineId ? [cuisineWord(cuisineId)] : []),
  ...(filter.maxMinutes ? [timeWords(filter.maxMinutes)] : []),
  ...freeFromWords(filter.freeFrom ?? []),
];

/** The conditions on recipes' own columns of a filter's time and free-from keys, for ids read apart from the index's MATCH. */
function rowConditions(filter: Pick<RecipeFilter, 'maxMinutes' | 'freeFrom'>): SqlPart {
  const mask = filter.freeFrom?.length ? freeFromMask(filter.freeFrom) : 0;
  return {
    sql: `${filter.maxMinutes ? ' and total_minutes <= ?' : ''}${mask ? ' and free_from & ? = ?' : ''}`,
    params: [...(filter.maxMinutes ? [filter.maxMinutes] : []), ...(mask ? [mask, mask] : [])],
  };
}

/** Whether the index knows this time filter: the end of one of its ranges. */
const indexedTime = (maxMinutes: number | undefined) => maxMinutes === undefined || (TIME_RANGES as readonly number[]).includes(maxMinutes);

/**
 * Searches of approved recipes in the search index, the `recipe_search` table (Mroonga, kept by
 * triggers on recipes: Migration20261201000000SearchIndex): a word found in 30,000 of 100,000
 * recipes is ranked and counted in milliseconds, where InnoDB's FULLTEXT took half a second to a
 * second. It answers what visitors search (and members, who get the visitor's lists), by
 * relevance or newest first, in a cuisine or not, within a time range's end or not; other searches
 * (tags, an author's own with pending ones, admins', other sorts and times) use FULLTEXT on recipes
 * (FulltextRecipeSearch).
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
    this.present ??= this.query(
      "select 1 from information_schema.tables where table_schema = database() and table_name = 'recipe_search'",
    ).then(
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
    const others =
      filter.tags?.length || filter.authorId || filter.veganFlagged !== undefined || filter.apartFromLatest || filter.isApproved === false;
    const sorted = filter.sortBy === 'relevance' || filter.sortBy === 'newest';
    return approvedOnly && !others && sorted && indexedTime(filter.maxMinutes) && !!filter.search && !!parseSearch(filter.search).fulltext;
  }

  /** One page's ids and the total, for a filter the index answers. */
  async pageIds(filter: RecipeFilter): Promise<{ ids: number[]; total: number }> {
    const terms = parseSearch(filter.search!);
    const query = forSearchIndex(terms.fulltext!);
    const cuisineId = filter.cuisine ? await this.cuisineId(filter.cuisine) : undefined;
    if (cuisineId === null) return { ids: [], total: 0 };
    const cuisine: SqlPart = cuisineId ? { sql: ' and s.cuisine_id = ?', params: [cuisineId] } : { sql: '', params: [] };
    // Within a cuisine, its word is one more term of the text's MATCH (phrases first), within a
    // time, one of its ranges' words, and free from keys, their words: counted and ranked off the index, where a second condition
    // made Mroonga read every match.
    const within = withinWords(filter, cuisineId);
    const docQuery = [...within, query].join(' ');
    const inDoc: SqlPart = { sql: 'match(s.doc) against (? in boolean mode)', params: [docQuery] };
    if (filter.sortBy === 'newest') {
      // Ordered by columns alone: Mroonga's shortcut reads the page off its index, in order.
      const [ids, total] = await Promise.all([
        this.ids(inDoc, { sql: NEWEST, params: [] }, filter.limit, filter.offset, ''),
        this.count(inDoc),
      ]);
      return { ids: await this.approved(ids, filter), total };
    }
    // Within a cuisine or a time, titles are matched after their words too (cuisine_title,
    // Migration20261203000000SearchCuisineTitles and Migration20261205000000TotalMinutes).
    const inTitle: SqlPart = within.length
      ? { sql: 'match(s.cuisine_title) against (? in boolean mode)', params: [docQuery] }
      : { sql: 'match(s.title) against (? in boolean mode)', params: [query] };
    // The other title matches, best title match first, then newest.
    const titleOrder: SqlPart = { sql: `${inTitle.sql} desc, ${NEWEST}`, params: inTitle.params };
    // The count of every match runs beside the tiers: the page does not wait for it.
    const counted = this.count(inDoc);
    counted.catch(() => undefined); // awaited below; a failure of the tiers first must not leave it unhandled
    const [exact, tier] = await Promise.all([
      this.ids(
        { sql: `s.title = ?${cuisine.sql}`, params: [terms.phrase, ...cuisine.params] },
        { sql: NEWEST, params: [] },
        EXACT_TITLES,
        0,
        '',
      ).then((ids) => this.withinFilter(ids, filter)),
      this.titleTier(inTitle, titleOrder, filter.offset + filter.limit),
    ]);
    let { titled } = tier;
    const ids = exact.slice(filter.offset, filter.offset + filter.limit);
    if (ids.length < filter.limit && titled > exact.length) {
      const leaveOut = { count: exact.length, ids: async () => exact, sql: { sql: `s.title = ?`, params: [terms.phrase] } };
      ids.push(
        ...(await this.rankedWithout(
          inTitle,
          titleOrder,
          leaveOut,
          filter.limit - ids.length,
          Math.max(0, filter.offset - exact.length),
          tier.ranked,
        )),
      );
    }
    // A tier the page did not reach the end of is counted only if the page is short after all (an
    // exact title that its MATCH does not find).
    if (ids.length < filter.limit && titled === Number.POSITIVE_INFINITY) titled = await this.count(inTitle);
    // Then the recipes with the terms elsewhere, by relevance over their whole text, then newest
    // (none left when every match is a title match: the read then finds only those it leaves out).
    if (ids.length < filter.limit) {
      const docOrder: SqlPart = { sql: `match(s.doc) against (? in boolean mode) desc, ${NEWEST}`, params: [docQuery] };
      const leaveOut = { count: titled, ids: () => this.ids(inTitle, { sql: 's.id', params: [] }, titled, 0, ''), sql: inTitle };
      ids.push(...(await this.rankedWithout(inDoc, docOrder, leaveOut, filter.limit - ids.length, Math.max(0, filter.offset - titled))));
    }
    const total = await counted;
    return { ids: await this.approved(ids, filter), total };
  }

  /** For a filter the index answers, how many matches it would have with each free-from key added: a count off the index each. */
  async freeFromCounts(filter: RecipeFilter): Promise<Record<FreeFromKey, number>> {
    const query = forSearchIndex(parseSearch(filter.search!).fulltext!);
    const cuisineId = filter.cuisine ? await this.cuisineId(filter.cuisine) : undefined;
    if (cuisineId === null) return Object.fromEntries(FREE_FROM_KEYS.map((key) => [key, 0])) as Record<FreeFromKey, number>;
    const counts = await Promise.all(
      FREE_FROM_KEYS.map((key) => {
        const keys = FREE_FROM_KEYS.filter((k) => k === key || filter.freeFrom?.includes(k));
        const docQuery = [...withinWords({ ...filter, freeFrom: keys }, cuisineId), query].join(' ');
        return this.count({ sql: 'match(s.doc) against (? in boolean mode)', params: [docQuery] });
      }),
    );
    return Object.fromEntries(FREE_FROM_KEYS.map((key, i) => [key, counts[i]])) as Record<FreeFromKey, number>;
  }

  /**
   * The title tier of a page reaching `reach` ranked places: how many it holds (`titled`) and, for
   * the first pages, its first `reach` ids in order, read with Mroonga's shortcut. The exact titles
   * are title matches too, so those ids hold every one the page can take, however many exact titles
   * come first. Fewer than `reach` are the whole tier, counted so; as many fill the page by
   * themselves, and the tier is not counted (Infinity: it reaches past the page). A count of 100,000
   * title matches costs as much as ranking them (30 ms at 1M recipes), beside the text's count.
   */
  private async titleTier(inTitle: SqlPart, order: SqlPart, reach: number): Promise<{ titled: number; ranked?: number[] }> {
    if (reach > SHORTCUT_REACH) return { titled: await this.count(inTitle) };
    const ranked = await this.ids(inTitle, order, reach, 0, '');
    return { titled: ranked.length < reach ? ranked.length : Number.POSITIVE_INFINITY, ranked };
  }

  /**
   * `limit` ids of `where` in `order` from `offset`, counted without those of `leaveOut`. Near the
   * start, the first ranked ids are read with Mroonga's shortcut (it orders by a MATCH and columns
   * off its index), or taken from `early` (as many read already), and those left out dropped;
   * further on, the statement leaves them out itself and sorts every match (about 50 ms for a word
   * in 30,000 recipes, 150 in 300,000).
   */
  private async rankedWithout(
    where: SqlPart,
    order: SqlPart,
    leaveOut: { count: number; ids: () => Promise<number[]>; sql: SqlPart },
    limit: number,
    offset: number,
    early?: number[],
  ): Promise<number[]> {
    const reach = offset + limit + leaveOut.count;
    if (reach > SHORTCUT_REACH) {
      return this.ids(
        { sql: `${where.sql} and not ${leaveOut.sql.sql}`, params: [...where.params, ...leaveOut.sql.params] },
        order,
        limit,
        offset,
      );
    }
    const [left, ranked] = await Promise.all([leaveOut.ids(), early ?? this.ids(where, order, reach, 0, '')]);
    const out = new Set(left);
    return ranked.filter((id) => !out.has(id)).slice(offset, offset + limit);
  }

  private async ids(where: SqlPart, order: SqlPart, limit: number, offset: number, statement = PLAIN): Promise<number[]> {
    const rows = await this.query<{ id: number }>(
      `${statement}select s.id from recipe_search s where ${where.sql} order by ${order.sql} limit ? offset ?`,
      [...where.params, ...order.params, limit, offset],
    );
    return rows.map((row) => row.id);
  }

  /** The ids, in the order given, of recipes within the filter's time and free from its keys (all of them without either): a primary-key read. */
  private async withinFilter(ids: number[], filter: Pick<RecipeFilter, 'maxMinutes' | 'freeFrom'>): Promise<number[]> {
    const conditions = rowConditions(filter);
    if (!conditions.sql || ids.length === 0) return ids;
    return this.found(ids, `select id from recipes where id in (${placeholders(ids)})${conditions.sql}`, [...ids, ...conditions.params]);
  }

  /** The id of the cuisine of this name, null when there is none. */
  private async cuisineId(name: string): Promise<number | null> {
    const [row] = await this.query<{ id: number }>('select id from cuisines where name = ?', [name]);
    return row ? row.id : null;
  }

  /** A count of one MATCH alone: Mroonga reads it off the index. */
  private async count(where: SqlPart): Promise<number> {
    const [{ total }] = await this.query<{ total: number }>(
      `select count(*) as total from recipe_search s where ${where.sql}`,
      where.params,
    );
    return Number(total);
  }

  /**
   * The ids whose recipes are approved (and within the filter's time and free from its keys), in
   * the order given. The index is not transactional: a trigger's change stays when the recipe's
   * transaction rolls back, so each page is checked against the recipes (a primary-key read of its ids).
   */
  private async approved(ids: number[], filter: Pick<RecipeFilter, 'maxMinutes' | 'freeFrom'>): Promise<number[]> {
    if (ids.length === 0) return ids;
    const conditions = rowConditions(filter);
    return this.found(ids, `select id from recipes where is_approved = 1 and id in (${placeholders(ids)})${conditions.sql}`, [
      ...ids,
      ...conditions.params,
    ]);
  }

  /** The ids, in the order given, that the statement (selecting ids) answers. */
  private async found(ids: number[], sql: string, params: unknown[]): Promise<number[]> {
    const found = new Set((await this.query<{ id: number }>(sql, params)).map((row) => row.id));
    return ids.filter((id) => found.has(id));
  }
}
