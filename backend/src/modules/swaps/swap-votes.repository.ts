import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';

/** swap_votes in plain SQL: a vote is one row; counts are read off the primary key (recipe first). */
@Injectable()
export class SwapVotesRepository {
  constructor(private readonly em: EntityManager) {}

  async counts(recipeId: number, userId?: number): Promise<{ swap_key: string; members: number; mine: number }[]> {
    return this.em
      .getConnection()
      .execute(
        'select swap_key, count(*) as members, coalesce(max(user_id = ?), 0) as mine from swap_votes where recipe_id = ? group by swap_key order by members desc, swap_key',
        [userId ?? 0, recipeId],
      );
  }

  async add(recipeId: number, swapKey: string, userId: number): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        'insert ignore into swap_votes (recipe_id, swap_key, user_id, created_at) values (?, ?, ?, now(3))',
        [recipeId, swapKey, userId],
        'run',
      );
  }

  async remove(recipeId: number, swapKey: string, userId: number): Promise<void> {
    await this.em
      .getConnection()
      .execute('delete from swap_votes where recipe_id = ? and swap_key = ? and user_id = ?', [recipeId, swapKey, userId], 'run');
  }
}
