import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import type { ReviewSort } from '@plantry/shared';
import { placeholders } from '../../common/sql-part.js';
import { weeklyCounts, type WeekCounts } from '../../common/weekly-counts.js';

/** A review as read for the API, with its reviewer's public details and its photos. */
export interface ReviewRow {
  id: number;
  recipe_id: number;
  rating: number;
  comment: string | null;
  helpful_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  /** Set while moderation hides it: only its writer still sees it, marked so. */
  hidden_at: Date | string | null;
  images: string[];
}

const SELECT_REVIEWS = `select r.id, r.recipe_id, r.rating, r.comment, r.helpful_count, r.created_at, r.updated_at, r.hidden_at,
  u.id as user_id, u.first_name, u.last_name, u.profile_image_url
  from reviews r join users u on u.id = r.user_id`;

/** Reads of reviews in a fixed number of statements, whatever the page size. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Reviews posted since `since`, by week (hidden ones too: they were written). */
  postedPerWeek(since: Date): Promise<WeekCounts> {
    return weeklyCounts(this.em, 'reviews', since);
  }

  /** One page of a recipe's reviews that are not hidden, newest or most helpful first, and how many it has. */
  async page(recipeId: number, sortBy: ReviewSort, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const order = sortBy === 'helpful' ? 'r.helpful_count desc, r.created_at desc, r.id desc' : 'r.created_at desc, r.id desc';
    const conn = this.em.fork();
    const [rows, [{ total }]] = await Promise.all([
      this.withImages(
        conn,
        conn.execute(`${SELECT_REVIEWS} where r.recipe_id = ? and r.hidden_at is null order by ${order} limit ? offset ?`, [
          recipeId,
          limit,
          offset,
        ]),
      ),
      conn.execute<{ total: number }[]>('select count(*) as total from reviews where recipe_id = ? and hidden_at is null', [recipeId]),
    ]);
    return { rows, total: Number(total) };
  }

  async byAuthor(recipeId: number, userId: number): Promise<ReviewRow | undefined> {
    const conn = this.em.fork();
    const [row] = await this.withImages(
      conn,
      conn.execute(`${SELECT_REVIEWS} where r.recipe_id = ? and r.user_id = ?`, [recipeId, userId]),
    );
    return row;
  }

  async byId(id: number): Promise<ReviewRow | undefined> {
    const conn = this.em.fork();
    const [row] = await this.withImages(conn, conn.execute(`${SELECT_REVIEWS} where r.id = ?`, [id]));
    return row;
  }

  /** The photo URLs of these reviews, in their order, in one statement. */
  private async withImages(conn: EntityManager, query: Promise<Omit<ReviewRow, 'images'>[]>): Promise<ReviewRow[]> {
    const rows = await query;
    if (rows.length === 0) return [];
    const images = await conn.execute<{ review_id: number; url: string }[]>(
      `select review_id, url from review_images where review_id in (${placeholders(rows)}) order by review_id, position, id`,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, images: images.filter((image) => image.review_id === row.id).map((image) => image.url) }));
  }

  /** How many reviews the member posted since then (PostingAllowance). */
  async countBy(userId: number, since: Date): Promise<number> {
    const [{ n }] = await this.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*) as n from reviews where user_id = ? and created_at >= ?', [userId, since]);
    return Number(n);
  }

  /** Inserts a review and its photos in the caller's transaction; answers its id. */
  async insert(
    tx: EntityManager,
    review: { recipeId: number; userId: number; rating: number; comment: string | null; images: readonly string[] },
  ): Promise<number> {
    const now = new Date();
    const { insertId } = await tx.execute<{ insertId: number }>(
      'insert into reviews (recipe_id, user_id, rating, comment, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
      [review.recipeId, review.userId, review.rating, review.comment, now, now],
      'run',
    );
    for (const [position, url] of review.images.entries()) {
      await tx.execute(
        'insert into review_images (review_id, url, position, created_at) values (?, ?, ?, ?)',
        [insertId, url, position, now],
        'run',
      );
    }
    return insertId;
  }

  /** Changes the rating or the comment (those given) in the caller's transaction. */
  async update(tx: EntityManager, id: number, change: { rating?: number; comment?: string | null }): Promise<void> {
    const changes = Object.entries(change).filter(([, value]) => value !== undefined);
    const assignments = [...changes.map(([column]) => `${column} = ?`), 'updated_at = ?'].join(', ');
    await tx.execute(`update reviews set ${assignments} where id = ?`, [...changes.map(([, value]) => value), new Date(), id], 'run');
  }

  /** Locks the review's row in the caller's transaction; answers whether it still exists. */
  async lock(tx: EntityManager, id: number): Promise<boolean> {
    return (await tx.execute<{ id: number }[]>('select id from reviews where id = ? for update', [id])).length > 0;
  }

  /** Hides the review or shows it again, in the caller's transaction (which holds its row). */
  async setHidden(tx: EntityManager, id: number, hidden: boolean): Promise<void> {
    await tx.execute('update reviews set hidden_at = ? where id = ?', [hidden ? new Date() : null, id], 'run');
  }

  async remove(tx: EntityManager, id: number): Promise<void> {
    await tx.execute('delete from reviews where id = ?', [id], 'run');
  }

  /** The recipes a member reviewed, and the photos of those reviews, in the caller's transaction. */
  async byMember(tx: EntityManager, userId: number): Promise<{ recipeIds: number[]; photos: string[] }> {
    const [recipes, photos] = [
      await tx.execute<{ recipe_id: number }[]>('select distinct recipe_id from reviews where user_id = ? order by recipe_id', [userId]),
      await tx.execute<{ url: string }[]>('select i.url from review_images i join reviews r on r.id = i.review_id where r.user_id = ?', [
        userId,
      ]),
    ];
    return { recipeIds: recipes.map((row) => row.recipe_id), photos: photos.map((row) => row.url) };
  }

  async removeAllBy(tx: EntityManager, userId: number): Promise<void> {
    await tx.execute('delete from reviews where user_id = ?', [userId], 'run');
  }
}
