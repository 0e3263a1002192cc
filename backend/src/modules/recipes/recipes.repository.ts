import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  FREE_FROM_KEYS,
  freeFromBit,
  freeFromMask,
  HOME_QUERIES,
  PANTRY,
  type AdminRecipeSort,
  type FreeFromKey,
  type RecipeSort,
  type SortOrder,
} from '@plantry/shared';
import { orderBy } from '../../common/dto/admin-list-query.dto.js';
import { placeholders } from '../../common/sql-part.js';
import { PantrySearch, type PantryPage } from './pantry/pantry-search.js';
import { ADMIN, canView, seesOnlyApproved, visibleRecipes, VISITOR, type Viewer } from './recipe-access.js';
import { RecipeCache } from './recipe-cache.js';
import { FulltextRecipeSearch, type RecipeSearch, type SqlPart } from './recipe-search.js';
import { RecipeSearchIndex } from './recipe-search-index.js';
import { weeklyCounts, type WeekCounts } from '../../common/weekly-counts.js';

export interface RecipeFilter {
  search?: string;
  cuisine?: string;
  tags?: string[];
  authorId?: number;
  /** Only recipes whose total time (prep plus cook) is known and at most this. */
  maxMinutes?: number;
  /** Only recipes free from every one of these (in FREE_FROM_KEYS' order). */
  freeFrom?: FreeFromKey[];
  /** "What can I cook?": foods one has (pantry-terms.ts' haveTerm forms), ranking by fewest lines missing. */
  have?: string[];
  /** With `have`: at most this many lines missing. */
  maxMissing?: number;
  isApproved?: boolean;
  /** Only recipes whose ingredients the vegan check flags (true) or does not flag (false). */
  veganFlagged?: boolean;
  /** Leaves out the home page's Latest row when there are enough other recipes (the 'featured' sort). */
  apartFromLatest?: boolean;
  sortBy: RecipeSort | 'oldest';
  limit: number;
  offset: number;
}

/** Whether a filter narrows the catalogue, approval and the vegan check apart: a search, cuisine, tag, author, time, free-from keys or foods one has. */
export const narrows = (
  filter: Pick<RecipeFilter, 'search' | 'cuisine' | 'tags' | 'authorId' | 'maxMinutes' | 'freeFrom' | 'have'>,
): boolean =>
  Boolean(
    filter.search ||
    filter.cuisine ||
    filter.tags?.length ||
    filter.authorId ||
    filter.maxMinutes ||
    filter.freeFrom?.length ||
    filter.have?.length,
  );

/** A list's filter without its page or order: what free-from counts are counted for. */
export type CountedFilter = Pick<RecipeFilter, 'search' | 'cuisine' | 'tags' | 'authorId' | 'maxMinutes' | 'freeFrom'>;

/** Recipe Management's filter: any recipe, sorted by a column of the admin table. */
export interface AdminRecipeFilter extends Omit<RecipeFilter, 'sortBy' | 'tags' | 'cuisine' | 'authorId'> {
  sortBy: AdminRecipeSort;
  order: SortOrder;
}

/** A row of Recipe Management: a card with the author's email and the ingredients to check. */
export interface AdminRecipeRow extends CardRow {
  author_email: string;
  ingredients: string;
}

/** The columns of a card, for rows of `recipes r`, `cuisines c`, `users u`. */
export interface CardRow {
  id: number;
  title: string;
  description: string;
  featured_image: string | null;
  tags: string;
  avg_rating: string;
  review_count: number;
  /** Prep plus cook, null when neither is known. */
  total_minutes: number | null;
  created_at: Date | string;
  is_approved: number;
  cuisine_id: number | null;
  cuisine_name: string | null;
  author_id: number;
  author_first_name: string | null;
  author_last_name: string | null;
  /** 1 or 0 for a signed-in viewer (is the recipe among their favourites), null for visitors. */
  is_favorite: number | null;
}

/** A recipe's ingredient lines and their stored readings, for reading them again. */
export interface UnreadRow {
  id: number;
  ingredients: string;
  ingredient_readings: string | null;
  readings_version: number | null;
  free_from_added: number;
  free_from_removed: number;
}

/** What the read-ingredients job stores of a recipe: its readings (JSON), free-from mask and pantry foods (JSON). */
export interface StoredRead {
  readings: string;
  freeFrom: number;
  pantryFoods: string;
}

export interface DetailRow extends CardRow {
  ingredients: string;
  ingredient_readings: string | null;
  readings_version: number | null;
  free_from: number;
  free_from_added: number;
  free_from_removed: number;
  instructions: string;
  helpful_notes: string | null;
  link_to_full_recipe: string | null;
  gallery_images: string;
  prep_minutes: number | null;
  cook_minutes: number | null;
  servings: number | null;
  favorite_count: number;
  updated_at: Date | string;
}

const CARD_COLUMNS = `r.id, r.title, r.description, r.featured_image, r.tags, r.avg_rating, r.review_count, r.total_minutes, r.created_at,
  r.is_approved, c.id as cuisine_id, c.name as cuisine_name, u.id as author_id,
  u.first_name as author_first_name, u.last_name as author_last_name`;
/** The is_favorite column for this viewer, with its parameters. */
const favoriteColumn = (viewer: Viewer): SqlPart =>
  viewer.id
    ? { sql: 'exists(select 1 from favorites f where f.user_id = ? and f.recipe_id = r.id) as is_favorite', params: [viewer.id] }
    : { sql: 'null as is_favorite', params: [] };

const CARD_FROM = 'recipes r left join cuisines c on c.id = r.cuisine_id join users u on u.id = r.author_id';

const ORDER: Record<Exclude<RecipeFilter['sortBy'], 'relevance'>, string> = {
  newest: 'r.created_at desc, r.id desc',
  oldest: 'r.created_at asc, r.id asc',
  rating: 'r.rating_score desc, r.created_at desc, r.id desc',
  popular: 'r.popularity desc, r.created_at desc, r.id desc',
  featured: 'r.featured_score desc, r.created_at desc, r.id desc',
  trending: 'r.trending_score desc, r.created_at desc, r.id desc',
};

/** The recipes of the home page's Latest row: the newest approved ones. */
const LATEST_ROW = HOME_QUERIES.latestRecipes.limit;
const NEWEST_APPROVED = (offset: number) =>
  `(select created_at, id from recipes where is_approved = 1 order by created_at desc, id desc limit 1 offset ${offset})`;
/**
 * Outside the Latest row, once the catalogue holds twice the row (so that both home rows are full
 * and differ); with fewer recipes, every recipe.
 */
const APART_FROM_LATEST = `((select id from ${NEWEST_APPROVED(2 * LATEST_ROW - 1)} n) is null or (r.created_at, r.id) < ${NEWEST_APPROVED(LATEST_ROW - 1)})`;

const ADMIN_ORDER: Record<AdminRecipeSort, string> = {
  title: 'r.title',
  author: 'u.first_name',
  cuisine: 'c.name',
  createdAt: 'r.created_at',
};

/**
 * The recipes table in plain SQL: the read side (a bounded number of indexed queries per request)
 * and the writes the ORM's unit of work does not express (counters, locks, bulk deletes).
 */
@Injectable()
export class RecipesRepository implements OnModuleInit {
  private readonly searchEngine: RecipeSearch = new FulltextRecipeSearch();
  private readonly searchIndex = new RecipeSearchIndex((sql, params) => this.query(sql, params));
  private readonly pantry = new PantrySearch((sql, params) => this.query(sql, params));

  constructor(
    private readonly em: EntityManager,
    private readonly cache: RecipeCache,
  ) {}

  /** Whether the search index is there is asked once, at start, rather than by the first search. */
  onModuleInit(): void {
    void this.searchIndex.exists();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  private conditions(filter: Omit<RecipeFilter, 'sortBy' | 'limit' | 'offset'>, viewer: Viewer): SqlPart & { rank?: SqlPart } {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      params.push(...values);
    };
    const visible = visibleRecipes(viewer);
    if (visible) add(visible.sql, ...visible.params);
    if (filter.isApproved !== undefined) add('r.is_approved = ?', filter.isApproved ? 1 : 0);
    if (filter.veganFlagged !== undefined) add(filter.veganFlagged ? 'r.vegan_flag_count > 0' : 'r.vegan_flag_count = 0');
    if (filter.apartFromLatest) add(APART_FROM_LATEST);
    if (filter.authorId) add('r.author_id = ?', filter.authorId);
    if (filter.cuisine) add('r.cuisine_id = (select id from cuisines where name = ?)', filter.cuisine);
    if (filter.maxMinutes) add('r.total_minutes <= ?', filter.maxMinutes);
    if (filter.freeFrom?.length) {
      const mask = freeFromMask(filter.freeFrom);
      add('r.free_from & ? = ?', mask, mask);
    }
    for (const tag of filter.tags ?? []) add('exists (select 1 from recipe_tags t where t.recipe_id = r.id and t.tag = ?)', tag);
    const match = filter.search ? this.searchEngine.match(filter.search) : undefined;
    if (match) add(match.where.sql, ...match.where.params);
    return { sql: where.length ? `where ${where.join(' and ')}` : '', params, rank: match?.rank };
  }

  /**
   * One page of cards and the total: the page's ids and total (`pageIds`), then the cards for
   * those ids.
   */
  async page(filter: RecipeFilter, viewer: Viewer): Promise<{ rows: CardRow[]; total: number; missing?: PantryPage['missing'] }> {
    const { ids, total, missing } = await this.pageIds(filter, viewer);
    return { rows: await this.cards(ids, viewer), total, missing };
  }

  /**
   * One page's ids, in order, and the total (cached, see `total`). A search by relevance ranks
   * every match anyway, so its total comes with the ids from the same full-text lookup, the costly
   * part of a search.
   */
  async pageIds(filter: RecipeFilter, viewer: Viewer): Promise<{ ids: number[]; total: number; missing?: PantryPage['missing'] }> {
    if (filter.have?.length)
      return this.pantry.pageIds(filter.have, filter.maxMissing ?? PANTRY.maxMissingDefault, this.conditions(filter, viewer), filter);
    if (this.searchIndex.answers(filter, seesOnlyApproved(viewer) || filter.isApproved === true) && (await this.searchIndex.exists())) {
      return this.searchIndex.pageIds(filter);
    }
    const where = this.conditions(filter, viewer);
    const page = [filter.limit, filter.offset];
    let ids: { id: number; total?: number }[];
    let total: number;
    if (filter.sortBy === 'relevance' && where.rank) {
      ids = await this.query(
        `select r.id, count(*) over () as total from recipes r ${where.sql}
         order by ${where.rank.sql}, r.created_at desc, r.id desc limit ? offset ?`,
        [...where.params, ...where.rank.params, ...page],
      );
      total = ids.length ? Number(ids[0].total) : await this.total(filter, viewer, where);
    } else {
      const order = ORDER[filter.sortBy === 'relevance' ? 'newest' : filter.sortBy];
      [ids, total] = await Promise.all([
        this.query<{ id: number }>(`select r.id from recipes r ${where.sql} order by ${order} limit ? offset ?`, [
          ...where.params,
          ...page,
        ]),
        this.total(filter, viewer, where),
      ]);
    }
    return { ids: ids.map((r) => r.id), total };
  }

  /**
   * For a visitor's list of this filter, how many recipes it would hold with each free-from key
   * added (a key already asked for: as many as it holds now). Off the search index for the
   * searches it answers, a count a key; else one statement adding up the masks of the matching
   * recipes (an index of approval and mask alone, without other conditions).
   */
  async freeFromCounts(filter: CountedFilter): Promise<Record<FreeFromKey, number>> {
    const asIndexed: RecipeFilter = { ...filter, sortBy: 'relevance', limit: 1, offset: 0 };
    if (this.searchIndex.answers(asIndexed, true) && (await this.searchIndex.exists())) return this.searchIndex.freeFromCounts(asIndexed);
    const where = this.conditions(filter, VISITOR);
    const sums = FREE_FROM_KEYS.map((key) => `coalesce(sum(r.free_from & ${freeFromBit(key)} <> 0), 0) as \`${key}\``).join(', ');
    const [row] = await this.query<Record<FreeFromKey, string | number>>(`select ${sums} from recipes r ${where.sql}`, where.params);
    return Object.fromEntries(FREE_FROM_KEYS.map((key) => [key, Number(row[key])])) as Record<FreeFromKey, number>;
  }

  /** The foods most recipes have lines of ("What can I cook?"'s suggestions). */
  commonFoods(limit: number): Promise<{ food: string; recipes: number }[]> {
    return this.pantry.commonFoods(limit);
  }

  /** Whether the member has recipes waiting for review, and the recipes they have saved: one statement. */
  async memberState(userId: number): Promise<{ pending: boolean; saved: number[] }> {
    const [row] = await this.query<{ pending: number; saved: string | number[] | null }>(
      `select exists(select 1 from recipes where author_id = ? and is_approved = 0) as pending,
        (select json_arrayagg(recipe_id) from favorites where user_id = ?) as saved`,
      [userId, userId],
    );
    const saved = typeof row.saved === 'string' ? (JSON.parse(row.saved) as number[]) : (row.saved ?? []);
    return { pending: Boolean(row.pending), saved };
  }

  private async count(where: SqlPart): Promise<number> {
    const [{ total }] = await this.query<{ total: number }>(`select count(*) as total from recipes r ${where.sql}`, where.params);
    return Number(total);
  }

  /**
   * How many recipes the list holds: the approved ones matching the filter, shared by everyone and
   * cached, plus, for a signed-in author, their own recipes still waiting (a small indexed count).
   */
  private async total(filter: RecipeFilter, viewer: Viewer, where: SqlPart): Promise<number> {
    if (viewer.isAdmin) return this.count(where);
    const { limit: _limit, offset: _offset, sortBy: _sortBy, ...matching } = filter;
    const approved = this.cache.get({ count: matching }, () =>
      this.visitorCount(filter, viewer.id ? this.conditions(filter, VISITOR) : where),
    );
    const ownPending = viewer.id && filter.isApproved !== true && (!filter.authorId || filter.authorId === viewer.id);
    if (!ownPending) return approved;
    const [shared, own] = await Promise.all([
      approved,
      this.count(this.conditions({ ...filter, authorId: viewer.id, isApproved: false }, ADMIN)),
    ]);
    return shared + own;
  }

  /** How many approved recipes a visitor's list of this filter holds (`where`: its conditions for a visitor). */
  private async visitorCount(filter: Omit<RecipeFilter, 'sortBy'>, where: SqlPart): Promise<number> {
    const everyApproved = !narrows(filter) && filter.veganFlagged === undefined;
    if (!everyApproved || filter.isApproved === false) return this.count(where);
    const all = await this.approvedCount();
    // 'featured' leaves out the Latest row once there are twice as many (APART_FROM_LATEST).
    return filter.apartFromLatest && all >= 2 * LATEST_ROW ? all - LATEST_ROW : all;
  }

  /**
   * Every approved recipe, counted from the cuisines' counts of approved recipes (moved in each
   * write's transaction, RecipeCounters) and an indexed count of those without a cuisine: counting
   * the approved recipes themselves took 110 ms at 1,000,000 recipes, this 12.
   */
  private async approvedCount(): Promise<number> {
    const [{ total }] = await this.query<{ total: number }>(
      `select (select coalesce(sum(recipe_count), 0) from cuisines) + (select count(*) from recipes where is_approved = 1 and cuisine_id is null) as total`,
    );
    return Number(total);
  }

  /** The cards of these recipes in the order given, leaving out those the viewer may not see: one query. */
  async cards<Row extends CardRow = CardRow>(ids: number[], viewer: Viewer, extraColumns = ''): Promise<Row[]> {
    if (ids.length === 0) return [];
    const favorite = favoriteColumn(viewer);
    const rows = await this.query<Row>(
      `select ${CARD_COLUMNS}, ${favorite.sql}${extraColumns} from ${CARD_FROM} where r.id in (${placeholders(ids)})`,
      [...favorite.params, ...ids],
    );
    const visible = rows.filter((row) => canView(viewer, { authorId: row.author_id, isApproved: row.is_approved === 1 }));
    const byId = new Map(visible.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One page of Recipe Management, every recipe the filter takes: three queries. */
  async adminPage(filter: AdminRecipeFilter): Promise<{ rows: AdminRecipeRow[]; total: number }> {
    const where = this.conditions(filter, ADMIN);
    const [ids, [{ total }]] = await Promise.all([
      this.query<{ id: number }>(
        `select r.id from ${CARD_FROM} ${where.sql} order by ${orderBy(ADMIN_ORDER, filter.sortBy, filter.order, 'r.id')} limit ? offset ?`,
        [...where.params, filter.limit, filter.offset],
      ),
      this.query<{ total: number }>(`select count(*) as total from recipes r ${where.sql}`, where.params),
    ]);
    const rows = await this.cards<AdminRecipeRow>(
      ids.map((r) => r.id),
      ADMIN,
      ', u.email as author_email, r.ingredients',
    );
    return { rows, total: Number(total) };
  }

  async detail(id: number, viewer: Viewer): Promise<DetailRow | undefined> {
    const favorite = favoriteColumn(viewer);
    const [row] = await this.query<DetailRow>(
      `select ${CARD_COLUMNS}, ${favorite.sql}, r.ingredients, r.ingredient_readings, r.readings_version, r.free_from, r.free_from_added, r.free_from_removed, r.instructions, r.helpful_notes, r.link_to_full_recipe, r.gallery_images,
        r.prep_minutes, r.cook_minutes, r.servings, r.favorite_count, r.updated_at
       from ${CARD_FROM} where r.id = ?`,
      [...favorite.params, id],
    );
    return row;
  }

  /** An author's recipe count, reviews over all of them, and how many wait for review. */
  async authorStats(authorId: number): Promise<{ total: number; reviews: number; pending: number }> {
    const [row] = await this.query<{ total: number; reviews: string | null; pending: string | null }>(
      'select count(*) as total, sum(review_count) as reviews, sum(is_approved = 0) as pending from recipes where author_id = ?',
      [authorId],
    );
    return { total: Number(row.total), reviews: Number(row.reviews ?? 0), pending: Number(row.pending ?? 0) };
  }

  /** Recipes shared since `since`, by week. */
  createdPerWeek(since: Date): Promise<WeekCounts> {
    return weeklyCounts(this.em, 'recipes', since);
  }

  /** All recipes, those waiting for review and those the vegan check flags. */
  async counts(): Promise<{ total: number; pending: number; flagged: number }> {
    const [row] = await this.query<{ total: number; pending: string | null; flagged: string | null }>(
      'select count(*) as total, sum(is_approved = 0) as pending, sum(vegan_flag_count > 0) as flagged from recipes',
    );
    return { total: Number(row.total), pending: Number(row.pending ?? 0), flagged: Number(row.flagged ?? 0) };
  }

  /** Approved recipes for the sitemap, most recently changed first. */
  sitemapEntries(limit: number): Promise<{ id: number; updated_at: Date | string }[]> {
    return this.query('select id, updated_at from recipes where is_approved = 1 order by updated_at desc limit ?', [limit]);
  }

  /** Locks the recipe's row in the caller's transaction (only reads outside one): its author and whether it is public. */
  async lockRow(em: EntityManager, recipeId: number): Promise<{ authorId: number; isApproved: boolean } | null> {
    const lock = em.isInTransaction() ? ' for update' : '';
    const [row] = await em.execute<{ author_id: number; is_approved: number }[]>(
      `select author_id, is_approved from recipes where id = ?${lock}`,
      [recipeId],
    );
    return row ? { authorId: row.author_id, isApproved: row.is_approved === 1 } : null;
  }

  /** Locks these recipes' rows in the caller's transaction, in id order. */
  async lockRows(tx: EntityManager, recipeIds: readonly number[]): Promise<void> {
    if (recipeIds.length)
      await tx.execute(`select id from recipes where id in (${placeholders(recipeIds)}) order by id for update`, [...recipeIds]);
  }

  /** Locks an author's recipes' rows in the caller's transaction, in id order. */
  async lockRowsOfAuthor(tx: EntityManager, authorId: number): Promise<void> {
    await tx.execute('select id from recipes where author_id = ? order by id for update', [authorId]);
  }

  /** How many approved recipes of the author each cuisine holds. */
  async approvedPerCuisine(tx: EntityManager, authorId: number): Promise<Map<number, number>> {
    const rows = await tx.execute<{ cuisine_id: number; n: number }[]>(
      'select cuisine_id, count(*) as n from recipes where author_id = ? and is_approved = 1 and cuisine_id is not null group by cuisine_id',
      [authorId],
    );
    return new Map(rows.map((row) => [row.cuisine_id, Number(row.n)]));
  }

  /** How many recipes the author created since then (PostingAllowance). */
  async countBy(authorId: number, since: Date): Promise<number> {
    const [{ n }] = await this.query<{ n: number }>('select count(*) as n from recipes where author_id = ? and created_at >= ?', [
      authorId,
      since,
    ]);
    return Number(n);
  }

  /** The content keys among these that some recipe has. */
  async existingContentKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.query<{ content_key: string }>(`select content_key from recipes where content_key in (${placeholders(keys)})`, [
      ...keys,
    ]);
    return new Set(rows.map((row) => row.content_key));
  }

  /** The ids of this author's recipes by content key. */
  async idsByContentKey(tx: EntityManager, authorId: number, keys: readonly string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await tx.execute<{ id: number; content_key: string }[]>(
      `select id, content_key from recipes where author_id = ? and content_key in (${placeholders(keys)})`,
      [authorId, ...keys],
    );
    return new Map(rows.map((row) => [row.content_key, row.id]));
  }

  /** The photos of every review of these recipes (they go with the recipes), read in the caller's transaction. */
  async reviewPhotosOf(tx: EntityManager, where: { recipeId: number } | { authorId: number }): Promise<string[]> {
    const [condition, id] = 'recipeId' in where ? ['r.recipe_id = ?', where.recipeId] : ['p.author_id = ?', where.authorId];
    const rows = await tx.execute<{ url: string }[]>(
      `select i.url from review_images i join reviews r on r.id = i.review_id join recipes p on p.id = r.recipe_id where ${condition}`,
      [id],
    );
    return rows.map((row) => row.url);
  }

  /** Deletes one recipe, or all of an author's, with their tags, reviews and favourites (by foreign keys). */
  async remove(tx: EntityManager, where: { id: number } | { authorId: number }): Promise<void> {
    const [column, id] = 'id' in where ? ['id', where.id] : ['author_id', where.authorId];
    await tx.execute(`delete from recipes where ${column} = ?`, [id], 'run');
  }
  /** Up to `limit` recipes after `afterId`, by id, whose ingredient readings are missing or older than `version`. */
  unreadIngredients(afterId: number, version: number, limit: number): Promise<UnreadRow[]> {
    return this.query<UnreadRow>(
      'select id, ingredients, ingredient_readings, readings_version, free_from_added, free_from_removed from recipes where id > ? and (readings_version is null or readings_version < ?) order by id limit ?',
      [afterId, version, limit],
    );
  }

  /** Whether some recipe's ingredient readings are missing or older than `version` (from the index, at once). */
  async hasUnreadIngredients(version: number): Promise<boolean> {
    const rows = await this.query('select 1 from recipes where readings_version is null or readings_version < ? limit 1', [version]);
    return rows.length > 0;
  }

  /** How many recipes' ingredient readings are missing or older than `version`. */
  async countUnreadIngredients(version: number): Promise<number> {
    const [{ n }] = await this.query<{ n: number }>(
      'select count(*) as n from recipes where readings_version is null or readings_version < ?',
      [version],
    );
    return Number(n);
  }

  /**
   * Stores readings, free-from masks and pantry foods of several recipes in one statement, each only while its
   * readings are still older than `version` (an author's edit meanwhile stored newer ones, which stay).
   */
  async storeReadings(read: ReadonlyMap<number, StoredRead>, version: number): Promise<void> {
    if (read.size === 0) return;
    const ids = [...read.keys()];
    const cases = ids.map(() => 'when ? then ?').join(' ');
    await this.em.getConnection().execute(
      `update recipes set ingredient_readings = case id ${cases} end, free_from = case id ${cases} end, pantry_foods = case id ${cases} end, readings_version = ?
       where id in (${placeholders(ids)}) and (readings_version is null or readings_version < ?)`,
      [
        ...(['readings', 'freeFrom', 'pantryFoods'] as const).flatMap((column) => ids.flatMap((id) => [id, read.get(id)![column]])),
        version,
        ...ids,
        version,
      ],
      'run',
    );
  }
}
