import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import type { SqlPart } from '../../common/sql-part.js';

interface Affected {
  affectedRows: number;
}

/** The favorites table in SQL: idempotent adds and removals, and a member's page. */
@Injectable()
export class FavoritesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Adds the favourite unless it is there; answers whether a row was added. */
  async add(tx: EntityManager, userId: number, recipeId: number): Promise<boolean> {
    const { affectedRows } = await tx.execute<Affected>(
      'insert ignore into favorites (user_id, recipe_id, created_at) values (?, ?, ?)',
      [userId, recipeId, new Date()],
      'run',
    );
    return affectedRows === 1;
  }

  /** Removes the favourite if it is there; answers whether a row was removed. */
  async remove(tx: EntityManager, userId: number, recipeId: number): Promise<boolean> {
    const { affectedRows } = await tx.execute<Affected>(
      'delete from favorites where user_id = ? and recipe_id = ?',
      [userId, recipeId],
      'run',
    );
    return affectedRows === 1;
  }

  async has(userId: number, recipeId: number): Promise<boolean> {
    const rows = await this.em.fork().execute('select 1 from favorites where user_id = ? and recipe_id = ? limit 1', [userId, recipeId]);
    return rows.length > 0;
  }

  /**
   * One page of a member's favourites, most recently saved first, and how many there are, among
   * the recipes `visible` keeps (the recipes module's rule, on `recipes r`).
   */
  async page(
    userId: number,
    visible: SqlPart,
    limit: number,
    offset: number,
  ): Promise<{ rows: { id: number; recipe_id: number; created_at: Date | string }[]; total: number }> {
    const from = `favorites f join recipes r on r.id = f.recipe_id where f.user_id = ? and ${visible.sql}`;
    const params = [userId, ...visible.params];
    const conn = this.em.fork();
    const [rows, [{ total }]] = await Promise.all([
      conn.execute<{ id: number; recipe_id: number; created_at: Date | string }[]>(
        `select f.id, f.recipe_id, f.created_at from ${from} order by f.created_at desc, f.id desc limit ? offset ?`,
        [...params, limit, offset],
      ),
      conn.execute<{ total: number }[]>(`select count(*) as total from ${from}`, params),
    ]);
    return { rows, total: Number(total) };
  }

  /** The recipes a member has saved, in the caller's transaction. */
  async recipesOf(tx: EntityManager, userId: number): Promise<number[]> {
    return (
      await tx.execute<{ recipe_id: number }[]>('select recipe_id from favorites where user_id = ? order by recipe_id', [userId])
    ).map((row) => row.recipe_id);
  }

  async removeAllBy(tx: EntityManager, userId: number): Promise<void> {
    await tx.execute('delete from favorites where user_id = ?', [userId], 'run');
  }
}
