import { EntityManager } from '@mikro-orm/mariadb';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CATALOGUE_READS, type CatalogueReads } from '../../common/cache/catalogue-reads.js';
import type { Principal } from '../../common/auth/principal.js';
import type { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { fromSqlDate } from '../../common/sql-date.js';
import { RECIPE_NOT_FOUND, RecipeAccess, RecipeCounters, RecipeLocks, RecipesService } from '../recipes/index.js';
import type { FavoritePageDto } from './dto/favorite.dto.js';
import { FavoritesRepository } from './favorites.repository.js';

/**
 * Members' saved recipes. Adding and removing are idempotent; the recipe's favourite count moves
 * in the same transaction (the recipes module's counters), and only when a row was really added or
 * removed, so concurrent clicks by many members keep it exact. Each change locks the recipe's row
 * first, so changes to one recipe take turns instead of deadlocking over it. A change says
 * 'favourite.changed': the recipe's page shows its count at once, the popular sort follows within
 * the recipe cache's activity bound (9 s).
 */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly em: EntityManager,
    private readonly favorites: FavoritesRepository,
    private readonly recipes: RecipesService,
    private readonly access: RecipeAccess,
    private readonly locks: RecipeLocks,
    private readonly counters: RecipeCounters,
    private readonly events: DomainEventBus,
    @Inject(CATALOGUE_READS) private readonly reads: CatalogueReads,
  ) {}

  /** Saves a recipe the member can see (404 otherwise); saving it again changes nothing. */
  async add(user: Principal, recipeId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const recipe = await this.locks.lock(tx, recipeId);
      if (!recipe || !this.access.canView(this.access.viewerOf(user), recipe)) throw new NotFoundException(RECIPE_NOT_FOUND);
      if (await this.favorites.add(tx, user.id, recipeId)) await this.counters.moveFavorites(tx, [recipeId], 1);
    });
    await this.events.publish('favourite.changed', { recipeId, userId: user.id });
  }

  /**
   * Removes a saved recipe; removing one that is not saved changes nothing. 404 when the recipe
   * does not exist or the member cannot see it (a pending recipe of someone else), unless it is
   * among their favourites (saved before it went back to review): the answer tells nobody that a
   * recipe they cannot see exists.
   */
  async remove(user: Principal, recipeId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const recipe = await this.locks.lock(tx, recipeId);
      if (await this.favorites.remove(tx, user.id, recipeId)) await this.counters.moveFavorites(tx, [recipeId], -1);
      else if (!recipe || !this.access.canView(this.access.viewerOf(user), recipe)) throw new NotFoundException(RECIPE_NOT_FOUND);
    });
    await this.events.publish('favourite.changed', { recipeId, userId: user.id });
  }

  /** Inside the caller's transaction (which holds the member's row): removes all their favourites and moves the recipes' counts. */
  async removeAllBy(tx: EntityManager, userId: number): Promise<void> {
    const saved = await this.favorites.recipesOf(tx, userId);
    await this.locks.lockAll(tx, saved);
    await this.counters.moveFavorites(tx, saved, -1);
    await this.favorites.removeAllBy(tx, userId);
  }

  isFavorite(user: Principal, recipeId: number): Promise<boolean> {
    return this.favorites.has(user.id, recipeId);
  }

  /**
   * The member's favourites, most recently saved first, one page: its rows cached under their
   * version (their clicks show at once), the page made of them and the cards once per process.
   */
  async list(user: Principal, page: PageQueryDto): Promise<FavoritePageDto> {
    const viewer = this.access.viewerOf(user);
    const entry = await this.reads.getForMember(
      user.id,
      { favorites: { limit: page.limit, offset: page.offset }, isAdmin: viewer.isAdmin },
      () => this.favorites.page(user.id, this.access.visibleSql(viewer), page.limit, page.offset),
    );
    return this.recipes.cardPage(
      entry,
      entry.rows.map((row) => row.recipe_id),
      user,
      (cards): FavoritePageDto => {
        const byId = new Map(cards.map((card) => [card.id, card]));
        return {
          items: entry.rows.flatMap((row) => {
            const recipe = byId.get(row.recipe_id);
            return recipe ? [{ id: row.id, createdAt: fromSqlDate(row.created_at), recipe }] : [];
          }),
          total: entry.total,
          limit: page.limit,
          offset: page.offset,
        };
      },
    );
  }
}
