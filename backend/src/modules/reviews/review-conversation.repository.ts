import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { placeholders } from '../../common/sql-part.js';
import type { ReviewRow } from './reviews.repository.js';

/** A reply as read for the API, with its writer's public details (the columns a review's writer has). */
export interface ReplyRow extends Pick<
  ReviewRow,
  'id' | 'created_at' | 'updated_at' | 'user_id' | 'first_name' | 'last_name' | 'profile_image_url'
> {
  review_id: number;
  body: string;
  from_author: number;
}

interface Affected {
  affectedRows: number;
}

const SELECT_REPLIES = `select rr.id, rr.review_id, rr.body, rr.created_at, rr.updated_at,
  u.id as user_id, u.first_name, u.last_name, u.profile_image_url, (rr.user_id = rec.author_id) as from_author
  from review_replies rr join users u on u.id = rr.user_id join reviews rv on rv.id = rr.review_id join recipes rec on rec.id = rv.recipe_id`;

/** Replies to reviews and 'helpful' marks in SQL: a page's replies and marks in one statement each. */
@Injectable()
export class ReviewConversationRepository {
  constructor(private readonly em: EntityManager) {}

  /** The replies of these reviews that are not hidden, oldest first within each. */
  async repliesOf(reviewIds: readonly number[]): Promise<ReplyRow[]> {
    if (reviewIds.length === 0) return [];
    return this.em
      .getConnection()
      .execute<ReplyRow[]>(
        `${SELECT_REPLIES} where rr.review_id in (${placeholders(reviewIds)}) and rr.hidden_at is null order by rr.review_id, rr.created_at, rr.id`,
        [...reviewIds],
      );
  }

  async reply(id: number): Promise<ReplyRow | undefined> {
    const [row] = await this.em.getConnection().execute<ReplyRow[]>(`${SELECT_REPLIES} where rr.id = ?`, [id]);
    return row;
  }

  /** Of these reviews, those the member marked helpful. */
  async markedBy(userId: number, reviewIds: readonly number[]): Promise<Set<number>> {
    if (reviewIds.length === 0) return new Set();
    const rows = await this.em
      .getConnection()
      .execute<{ review_id: number }[]>(
        `select review_id from review_helpful where user_id = ? and review_id in (${placeholders(reviewIds)})`,
        [userId, ...reviewIds],
      );
    return new Set(rows.map((row) => row.review_id));
  }

  async insertReply(tx: EntityManager, reviewId: number, userId: number, body: string): Promise<number> {
    const now = new Date();
    const { insertId } = await tx.execute<{ insertId: number }>(
      'insert into review_replies (review_id, user_id, body, created_at, updated_at) values (?, ?, ?, ?, ?)',
      [reviewId, userId, body, now, now],
      'run',
    );
    return insertId;
  }

  async updateReply(tx: EntityManager, id: number, body: string): Promise<void> {
    await tx.execute('update review_replies set body = ?, updated_at = ? where id = ?', [body, new Date(), id], 'run');
  }

  /** Hides the reply or shows it again; answers whether it was there. */
  async setReplyHidden(tx: EntityManager, id: number, hidden: boolean): Promise<boolean> {
    const { affectedRows } = await tx.execute<Affected>(
      'update review_replies set hidden_at = ? where id = ?',
      [hidden ? new Date() : null, id],
      'run',
    );
    return affectedRows === 1;
  }

  /** Deletes the reply; answers whether it was there. */
  async removeReply(tx: EntityManager, id: number): Promise<boolean> {
    const { affectedRows } = await tx.execute<Affected>('delete from review_replies where id = ?', [id], 'run');
    return affectedRows === 1;
  }

  /**
   * Marks the review helpful for the member, or takes the mark back, moving its count when a row
   * was really added or removed (the caller holds the review's row); answers the count after.
   */
  async setMark(tx: EntityManager, reviewId: number, userId: number, helpful: boolean): Promise<number> {
    const { affectedRows } = helpful
      ? await tx.execute<Affected>(
          'insert ignore into review_helpful (review_id, user_id, created_at) values (?, ?, now(3))',
          [reviewId, userId],
          'run',
        )
      : await tx.execute<Affected>('delete from review_helpful where review_id = ? and user_id = ?', [reviewId, userId], 'run');
    if (affectedRows === 1)
      await tx.execute(`update reviews set helpful_count = helpful_count ${helpful ? '+' : '-'} 1 where id = ?`, [reviewId], 'run');
    const [{ helpful_count: count }] = await tx.execute<{ helpful_count: number }[]>('select helpful_count from reviews where id = ?', [
      reviewId,
    ]);
    return Number(count);
  }

  /** Inside the caller's transaction: takes back every mark of the member, each review's count with it. */
  async removeMarksBy(tx: EntityManager, userId: number): Promise<void> {
    await tx.execute(
      'update reviews r join review_helpful h on h.review_id = r.id set r.helpful_count = r.helpful_count - 1 where h.user_id = ?',
      [userId],
      'run',
    );
    await tx.execute('delete from review_helpful where user_id = ?', [userId], 'run');
  }
}
