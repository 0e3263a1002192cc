import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';

/** The cuisines table's statements that the ORM's unit of work does not express. */
@Injectable()
export class CuisinesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Deletes a cuisine (its recipes keep going without one: the foreign key sets null); answers whether there was one. */
  async remove(id: number): Promise<boolean> {
    const { affectedRows } = await this.em.fork().execute<{ affectedRows: number }>('delete from cuisines where id = ?', [id], 'run');
    return affectedRows > 0;
  }

  /** Adds the cuisines of these names that do not exist yet (active, no recipes). */
  async insertMissing(tx: EntityManager, names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await tx.execute(
      `insert ignore into cuisines (name, is_active, recipe_count, created_at) values ${names.map(() => '(?, 1, 0, now(3))').join(', ')}`,
      [...names],
      'run',
    );
  }

  /** Locks these cuisines' rows in the caller's transaction, in id order. */
  async lock(tx: EntityManager, ids: readonly number[]): Promise<void> {
    for (const id of [...ids].sort((a, b) => a - b)) await tx.execute('select id from cuisines where id = ? for update', [id]);
  }

  /** Moves a cuisine's count of approved recipes by `delta`, never below zero. */
  async moveRecipeCount(tx: EntityManager, id: number, delta: number): Promise<void> {
    if (delta === 0) return;
    const to = delta > 0 ? `recipe_count + ${delta}` : `greatest(recipe_count, ${-delta}) - ${-delta}`;
    await tx.execute(`update cuisines set recipe_count = ${to} where id = ?`, [id], 'run');
  }
}
