import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { fromSqlDate } from '../../common/sql-date.js';
import { RecipeCache } from '../recipes/recipe-cache.js';
import { lockRecipe } from '../recipes/recipe-counters.js';
import { canView, viewerOf } from '../recipes/recipes.repository.js';
import { RECIPE_NOT_FOUND, RecipesService } from '../recipes/recipes.service.js';
import type { User } from '../users/entities/user.entity.js';
import type { FavoritePageDto } from './dto/favorite.dto.js';
import { Favorite } from './entities/favorite.entity.js';

interface Affected {
  affectedRows: number;
}

/**
 * Members' saved recipes. Adding and removing are idempotent; the recipe's favourite count moves
 * in the same transaction, and only when a row was really added or removed, so concurrent clicks
 * by many members keep it exact. Each change locks the recipe's row first, so changes to one
 * recipe take turns instead of deadlocking over it. A change refreshes the recipe's cached page
 * (its favourite count); the popular sort follows within the cache's 30 seconds.
 */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly em: EntityManager,
    private readonly recipes: RecipesService,
    private readonly cache: RecipeCache,
  ) {}

  /** Saves a recipe the member can see (404 otherwise); saving it again changes nothing. */
  async add(user: User, recipeId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const recipe = await lockRecipe(tx, recipeId);
      if (!recipe || !canView(viewerOf(user), recipe)) throw new NotFoundException(RECIPE_NOT_FOUND);
      const { affectedRows } = await tx.execute<Affected>(
        'insert ignore into favorites (user_id, recipe_id, created_at) values (?, ?, ?)',
        [user.id, recipeId, new Date()],
        'run',
      );
      if (affectedRows === 1) await tx.execute('update recipes set favorite_count = favorite_count + 1 where id = ?', [recipeId], 'run');
    });
    await this.cache.recipeChanged(recipeId);
  }

  /**
   * Removes a saved recipe; removing one that is not saved changes nothing. 404 when the recipe
   * does not exist or the member cannot see it (a pending recipe of someone else), unless it is
   * among their favourites (saved before it went back to review): the answer tells nobody that a
   * recipe they cannot see exists.
   */
  async remove(user: User, recipeId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const recipe = await lockRecipe(tx, recipeId);
      const { affectedRows } = await tx.execute<Affected>('delete from favorites where user_id = ? and recipe_id = ?', [user.id, recipeId], 'run');
      if (affectedRows === 1) {
        await tx.execute('update recipes set favorite_count = greatest(favorite_count, 1) - 1 where id = ?', [recipeId], 'run');
      } else if (!recipe || !canView(viewerOf(user), recipe)) {
        throw new NotFoundException(RECIPE_NOT_FOUND);
      }
    });
    await this.cache.recipeChanged(recipeId);
  }

  /** Inside the caller's transaction (which holds the member's row): removes all their favourites and moves the recipes' counts. */
  async removeAllBy(tx: EntityManager, userId: number): Promise<void> {
    const saved = 'select recipe_id from favorites where user_id = ?';
    await tx.execute(`select id from recipes where id in (${saved}) order by id for update`, [userId]);
    await tx.execute(`update recipes set favorite_count = greatest(favorite_count, 1) - 1 where id in (${saved})`, [userId], 'run');
    await tx.execute('delete from favorites where user_id = ?', [userId], 'run');
  }

  async isFavorite(user: User, recipeId: number): Promise<boolean> {
    return (await this.em.fork().count(Favorite, { user: user.id, recipe: recipeId })) > 0;
  }

  /** The member's favourites, most recently saved first, one page. */
  async list(user: User, page: PageQueryDto): Promise<FavoritePageDto> {
    const visible = 'join recipes r on r.id = f.recipe_id where f.user_id = ? and (r.is_approved = 1 or r.author_id = ? or ? = 1)';
    const params = [user.id, user.id, user.role === 'admin' ? 1 : 0];
    const conn = this.em.fork();
    const [rows, [{ total }]] = await Promise.all([
      conn.execute<{ id: number; recipe_id: number; created_at: Date | string }[]>(
        `select f.id, f.recipe_id, f.created_at from favorites f ${visible} order by f.created_at desc, f.id desc limit ? offset ?`,
        [...params, page.limit, page.offset],
      ),
      conn.execute<{ total: number }[]>(`select count(*) as total from favorites f ${visible}`, params),
    ]);
    const cards = new Map((await this.recipes.cards(rows.map((r) => r.recipe_id), user)).map((card) => [card.id, card]));
    return {
      items: rows.flatMap((row) => {
        const recipe = cards.get(row.recipe_id);
        return recipe ? [{ id: row.id, createdAt: fromSqlDate(row.created_at), recipe }] : [];
      }),
      total: Number(total),
      limit: page.limit,
      offset: page.offset,
    };
  }
}
