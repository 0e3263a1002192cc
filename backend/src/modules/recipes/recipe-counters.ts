import type { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { CuisinesService } from '../cuisines/index.js';
import { UsersService } from '../users/index.js';
import { moveFavoriteCounts, setRatings, type Rating } from './recipe-activity-counts.js';
import { RecipesRepository } from './recipes.repository.js';

/** Where a recipe counts: its author always, its cuisine only while it is approved (public). */
export interface CountedPlace {
  authorId: number;
  cuisineId: number | null;
  isApproved: boolean;
}

interface CounterMove {
  owner: 'users' | 'cuisines';
  id: number;
  delta: number;
}

/** The counters a recipe moves from where it counted before to where it counts now. */
function counterMoves(before?: CountedPlace, after?: CountedPlace): CounterMove[] {
  const moves: CounterMove[] = [];
  const cuisineOf = (place?: CountedPlace) => (place?.isApproved ? place.cuisineId : null);
  const [oldCuisine, newCuisine] = [cuisineOf(before), cuisineOf(after)];
  if (oldCuisine !== newCuisine) {
    if (oldCuisine) moves.push({ owner: 'cuisines', id: oldCuisine, delta: -1 });
    if (newCuisine) moves.push({ owner: 'cuisines', id: newCuisine, delta: 1 });
  }
  if (before?.authorId !== after?.authorId) {
    if (before) moves.push({ owner: 'users', id: before.authorId, delta: -1 });
    if (after) moves.push({ owner: 'users', id: after.authorId, delta: 1 });
  }
  return moves;
}

/**
 * The counters shown on lists, kept on rows and moved in the transaction of the change that moves
 * them: a recipe's favourites, reviews and rating (its own row), an author's and a cuisine's count
 * of recipes (their owners' rows, moved through their services). The only writer of them all.
 */
@Injectable()
export class RecipeCounters {
  constructor(
    private readonly recipes: RecipesRepository,
    private readonly users: UsersService,
    private readonly cuisines: CuisinesService,
  ) {}

  /** A recipe's favourite count moves by `delta` (never below zero). */
  async moveFavorites(tx: EntityManager, recipeIds: readonly number[], delta: number): Promise<void> {
    await moveFavoriteCounts(tx, recipeIds, delta);
  }

  /** Recipes' review counts and average ratings, as their reviews now make them. */
  async setRatings(tx: EntityManager, ratings: ReadonlyMap<number, Rating>): Promise<void> {
    await setRatings(tx, ratings);
  }

  /**
   * Locks the rows whose counters `moveRecipeCounts` will move, authors then cuisines, each in id
   * order. Call it before writing the recipe: writing it first takes shared locks on those rows
   * (foreign key checks), which concurrent writers of the same author or cuisine all hold when they
   * then update the counter, and none of them can: a deadlock.
   */
  async lockRecipeCounts(tx: EntityManager, before?: CountedPlace, after?: CountedPlace): Promise<void> {
    const moves = counterMoves(before, after);
    await this.users.lockRecipeCounts(
      tx,
      moves.filter((m) => m.owner === 'users').map((m) => m.id),
    );
    await this.cuisines.lockRecipeCounts(
      tx,
      moves.filter((m) => m.owner === 'cuisines').map((m) => m.id),
    );
  }

  /**
   * Moves an author's and a cuisine's count of recipes from where a recipe counted before to where
   * it counts now. `before` is undefined for a new recipe and `after` for a deleted one.
   */
  async moveRecipeCounts(tx: EntityManager, before?: CountedPlace, after?: CountedPlace): Promise<void> {
    for (const move of counterMoves(before, after)) {
      if (move.owner === 'users') await this.users.moveRecipeCount(tx, move.id, move.delta);
      else await this.cuisines.moveRecipeCounts(tx, new Map([[move.id, move.delta]]));
    }
  }

  /** Counts a batch of new approved recipes of one author (an import): the author's count and each cuisine's. */
  async countNewRecipes(tx: EntityManager, authorId: number, cuisineIds: readonly (number | null)[]): Promise<void> {
    await this.users.moveRecipeCount(tx, authorId, cuisineIds.length);
    const perCuisine = new Map<number, number>();
    for (const id of cuisineIds) if (id) perCuisine.set(id, (perCuisine.get(id) ?? 0) + 1);
    await this.cuisines.moveRecipeCounts(tx, perCuisine);
  }

  /** Takes all of an author's approved recipes off their cuisines' counts, before they are deleted with the author. */
  async forgetAuthorsRecipes(tx: EntityManager, authorId: number): Promise<void> {
    const perCuisine = await this.recipes.approvedPerCuisine(tx, authorId);
    await this.cuisines.moveRecipeCounts(tx, new Map([...perCuisine].map(([id, count]) => [id, -count])));
  }
}

/**
 * Locks a recipe's row for the caller's transaction, so that writers touching the same recipe
 * (favourites, reviews) take turns instead of deadlocking: take it before anything else is written
 * for the recipe. Answers who wrote it and whether it is public, or null when it does not exist;
 * outside a transaction it only reads.
 */
@Injectable()
export class RecipeLocks {
  constructor(private readonly recipes: RecipesRepository) {}

  lock(em: EntityManager, recipeId: number): Promise<{ authorId: number; isApproved: boolean } | null> {
    return this.recipes.lockRow(em, recipeId);
  }

  /** Locks these recipes' rows in the caller's transaction, in id order. */
  lockAll(tx: EntityManager, recipeIds: readonly number[]): Promise<void> {
    return this.recipes.lockRows(tx, recipeIds);
  }

  /**
   * Locks all of an author's recipes in the caller's transaction, in id order: deleting a member
   * takes them first, so that a review or heart arriving for one of them waits for the deletion
   * (and then finds no recipe) instead of deadlocking with it over the rows it deletes meanwhile.
   */
  lockAllBy(tx: EntityManager, authorId: number): Promise<void> {
    return this.recipes.lockRowsOfAuthor(tx, authorId);
  }
}
