import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import type { SqlPart } from '../../common/sql-part.js';

interface Affected {
  affectedRows: number;
}

/** The follows table in SQL, and the counts of a cook's profile. */
@Injectable()
export class CooksRepository {
  constructor(private readonly em: EntityManager) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  /** A cook's approved recipes, reviews written, followers and cooks followed: one statement of four indexed counts. */
  async counts(cookId: number): Promise<{ recipes: number; reviews: number; followers: number; following: number }> {
    const [row] = await this.query<Record<'recipes' | 'reviews' | 'followers' | 'following', number | string>>(
      `select (select count(*) from recipes where author_id = ? and is_approved = 1) as recipes,
        (select count(*) from reviews where user_id = ? and hidden_at is null) as reviews,
        (select count(*) from follows where cook_id = ?) as followers,
        (select count(*) from follows where follower_id = ?) as following`,
      [cookId, cookId, cookId, cookId],
    );
    return {
      recipes: Number(row.recipes),
      reviews: Number(row.reviews),
      followers: Number(row.followers),
      following: Number(row.following),
    };
  }

  async follows(followerId: number, cookId: number): Promise<boolean> {
    return (await this.query('select 1 from follows where follower_id = ? and cook_id = ?', [followerId, cookId])).length > 0;
  }

  async followerCount(tx: EntityManager, cookId: number): Promise<number> {
    const [{ n }] = await tx.execute<{ n: number }[]>('select count(*) as n from follows where cook_id = ?', [cookId]);
    return Number(n);
  }

  async followingCount(tx: EntityManager, followerId: number): Promise<number> {
    const [{ n }] = await tx.execute<{ n: number }[]>('select count(*) as n from follows where follower_id = ?', [followerId]);
    return Number(n);
  }

  /** Adds the follow unless it is there; answers whether a row was added. */
  async add(tx: EntityManager, followerId: number, cookId: number): Promise<boolean> {
    const { affectedRows } = await tx.execute<Affected>(
      'insert ignore into follows (follower_id, cook_id, created_at) values (?, ?, now(3))',
      [followerId, cookId],
      'run',
    );
    return affectedRows === 1;
  }

  /** Removes the follow if it is there; answers whether a row was removed. */
  async remove(tx: EntityManager, followerId: number, cookId: number): Promise<boolean> {
    const { affectedRows } = await tx.execute<Affected>(
      'delete from follows where follower_id = ? and cook_id = ?',
      [followerId, cookId],
      'run',
    );
    return affectedRows === 1;
  }

  /**
   * One page of the Following feed: the recipes of the cooks the member follows that `visible`
   * keeps (the recipes module's rule, on `recipes r`), newest first, and how many there are. The
   * follows' primary key gives the cooks, the recipes' (author, created) index their recipes.
   */
  async feed(followerId: number, visible: SqlPart, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
    const from = `follows f join recipes r on r.author_id = f.cook_id where f.follower_id = ? and ${visible.sql}`;
    const params = [followerId, ...visible.params];
    const [ids, [{ total }]] = await Promise.all([
      this.query<{ id: number }>(`select r.id from ${from} order by r.created_at desc, r.id desc limit ? offset ?`, [
        ...params,
        limit,
        offset,
      ]),
      this.query<{ total: number }>(`select count(*) as total from ${from}`, params),
    ]);
    return { ids: ids.map((row) => row.id), total: Number(total) };
  }

  /** The cooks with approved recipes, and when their newest changed (the sitemap protocol allows 50,000 addresses a file). */
  cooksWithRecipes(limit: number): Promise<{ id: number; updated_at: Date | string }[]> {
    return this.query(
      'select author_id as id, max(updated_at) as updated_at from recipes where is_approved = 1 group by author_id order by author_id limit ?',
      [limit],
    );
  }
}
