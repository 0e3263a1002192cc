import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import type { RecipeSort } from '@plantry/shared';
import { FulltextRecipeSearch, type RecipeSearch, type SqlPart } from './recipe-search.js';

/** Who is asking: visitors see approved recipes; authors also their own; admins everything. */
export interface Viewer {
  id?: number;
  isAdmin: boolean;
}

export interface RecipeFilter {
  search?: string;
  cuisine?: string;
  tags?: string[];
  authorId?: number;
  isApproved?: boolean;
  sortBy: RecipeSort;
  limit: number;
  offset: number;
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
  created_at: Date | string;
  is_approved: number;
  cuisine_id: number | null;
  cuisine_name: string | null;
  author_id: number;
  author_first_name: string | null;
  author_last_name: string | null;
}

export interface DetailRow extends CardRow {
  ingredients: string;
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

const CARD_COLUMNS = `r.id, r.title, r.description, r.featured_image, r.tags, r.avg_rating, r.review_count, r.created_at,
  r.is_approved, c.id as cuisine_id, c.name as cuisine_name, u.id as author_id,
  u.first_name as author_first_name, u.last_name as author_last_name`;
const CARD_FROM = 'recipes r left join cuisines c on c.id = r.cuisine_id join users u on u.id = r.author_id';

const ORDER: Record<Exclude<RecipeSort, 'relevance'>, string> = {
  newest: 'r.created_at desc, r.id desc',
  rating: 'r.rating_score desc, r.created_at desc, r.id desc',
  popular: 'r.popularity desc, r.created_at desc, r.id desc',
};

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The read side of recipes in plain SQL: a bounded number of indexed queries per request. */
@Injectable()
export class RecipesRepository {
  private readonly searchEngine: RecipeSearch = new FulltextRecipeSearch();

  constructor(private readonly em: EntityManager) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  private conditions(filter: RecipeFilter, viewer: Viewer): SqlPart & { score?: SqlPart } {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      params.push(...values);
    };
    if (!viewer.isAdmin) {
      if (viewer.id) add('(r.is_approved = 1 or r.author_id = ?)', viewer.id);
      else add('r.is_approved = 1');
    }
    if (filter.isApproved !== undefined) add('r.is_approved = ?', filter.isApproved ? 1 : 0);
    if (filter.authorId) add('r.author_id = ?', filter.authorId);
    if (filter.cuisine) add('r.cuisine_id = (select id from cuisines where name = ?)', filter.cuisine);
    for (const tag of filter.tags ?? []) add('exists (select 1 from recipe_tags t where t.recipe_id = r.id and t.tag = ?)', tag);
    const match = filter.search ? this.searchEngine.match(filter.search) : undefined;
    if (match) add(match.where.sql, ...match.where.params);
    return { sql: where.length ? `where ${where.join(' and ')}` : '', params, score: match?.score };
  }

  /** One page of cards and the total: three queries (ids, count, cards for those ids). */
  async page(filter: RecipeFilter, viewer: Viewer): Promise<{ rows: CardRow[]; total: number }> {
    const where = this.conditions(filter, viewer);
    const byRelevance = filter.sortBy === 'relevance' && where.score;
    const order = byRelevance ? 'score desc, r.created_at desc, r.id desc' : ORDER[filter.sortBy === 'relevance' ? 'newest' : filter.sortBy];
    const scoreColumn = byRelevance ? `, ${where.score!.sql} as score` : '';
    const scoreParams = byRelevance ? where.score!.params : [];
    const [ids, [{ total }]] = await Promise.all([
      this.query<{ id: number }>(`select r.id${scoreColumn} from recipes r ${where.sql} order by ${order} limit ? offset ?`, [
        ...scoreParams,
        ...where.params,
        filter.limit,
        filter.offset,
      ]),
      this.query<{ total: number }>(`select count(*) as total from recipes r ${where.sql}`, where.params),
    ]);
    if (ids.length === 0) return { rows: [], total: Number(total) };
    const idList = ids.map((r) => r.id);
    const rows = await this.query<CardRow>(`select ${CARD_COLUMNS} from ${CARD_FROM} where r.id in (${placeholders(idList)})`, idList);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { rows: idList.map((id) => byId.get(id)!).filter(Boolean), total: Number(total) };
  }

  async detail(id: number): Promise<DetailRow | undefined> {
    const [row] = await this.query<DetailRow>(
      `select ${CARD_COLUMNS}, r.ingredients, r.instructions, r.helpful_notes, r.link_to_full_recipe, r.gallery_images,
        r.prep_minutes, r.cook_minutes, r.servings, r.favorite_count, r.updated_at
       from ${CARD_FROM} where r.id = ?`,
      [id],
    );
    return row;
  }

  /** Which of these recipes the user has favourited: one query for a whole page. */
  async favoriteIds(userId: number, recipeIds: number[]): Promise<Set<number>> {
    if (recipeIds.length === 0) return new Set();
    const rows = await this.query<{ recipe_id: number }>(
      `select recipe_id from favorites where user_id = ? and recipe_id in (${placeholders(recipeIds)})`,
      [userId, ...recipeIds],
    );
    return new Set(rows.map((r) => r.recipe_id));
  }

  /** Approved recipes for the sitemap, most recently changed first. */
  sitemapEntries(limit: number): Promise<{ id: number; updated_at: Date | string }[]> {
    return this.query('select id, updated_at from recipes where is_approved = 1 order by updated_at desc limit ?', [limit]);
  }
}
