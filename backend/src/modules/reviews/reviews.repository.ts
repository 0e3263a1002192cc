import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';

/** A review as read for the API, with its reviewer's public details and its photos. */
export interface ReviewRow {
  id: number;
  recipe_id: number;
  rating: number;
  comment: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  images: string[];
}

const SELECT_REVIEWS = `select r.id, r.recipe_id, r.rating, r.comment, r.created_at, r.updated_at,
  u.id as user_id, u.first_name, u.last_name, u.profile_image_url
  from reviews r join users u on u.id = r.user_id`;

/** Reads of reviews in a fixed number of statements, whatever the page size. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page of a recipe's reviews, newest first, and how many it has. */
  async page(recipeId: number, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const conn = this.em.fork();
    const [rows, [{ total }]] = await Promise.all([
      this.withImages(
        conn,
        conn.execute(`${SELECT_REVIEWS} where r.recipe_id = ? order by r.created_at desc, r.id desc limit ? offset ?`, [recipeId, limit, offset]),
      ),
      conn.execute<{ total: number }[]>('select count(*) as total from reviews where recipe_id = ?', [recipeId]),
    ]);
    return { rows, total: Number(total) };
  }

  async byAuthor(recipeId: number, userId: number): Promise<ReviewRow | undefined> {
    const conn = this.em.fork();
    const [row] = await this.withImages(conn, conn.execute(`${SELECT_REVIEWS} where r.recipe_id = ? and r.user_id = ?`, [recipeId, userId]));
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
      `select review_id, url from review_images where review_id in (${rows.map(() => '?').join(', ')}) order by review_id, position, id`,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, images: images.filter((image) => image.review_id === row.id).map((image) => image.url) }));
  }
}
