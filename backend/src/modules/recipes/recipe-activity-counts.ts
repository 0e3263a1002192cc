import type { EntityManager } from '@mikro-orm/mariadb';
import { placeholders } from '../../common/sql-part.js';

/** A recipe's rating as its reviews make it. */
export interface Rating {
  count: number;
  average: number;
}

/**
 * The counters members' activity moves on recipe rows, in the caller's transaction. The app's
 * modules move them through RecipeCounters; the development seed, which runs without Nest, calls
 * these directly, so that its demo reviews and favourites count exactly as members' do.
 */

/** These recipes' favourite counts move by `delta` (never below zero). */
export async function moveFavoriteCounts(tx: EntityManager, recipeIds: readonly number[], delta: number): Promise<void> {
  if (recipeIds.length === 0 || delta === 0) return;
  const to = delta > 0 ? `favorite_count + ${delta}` : `greatest(favorite_count, ${-delta}) - ${-delta}`;
  await tx.execute(`update recipes set favorite_count = ${to} where id in (${placeholders(recipeIds)})`, [...recipeIds], 'run');
}

/** Recipes' review counts and average ratings, as their reviews now make them (rating_score and popularity follow). */
export async function setRatings(tx: EntityManager, ratings: ReadonlyMap<number, Rating>): Promise<void> {
  for (const [recipeId, rating] of ratings) {
    await tx.execute(
      'update recipes set review_count = ?, avg_rating = ? where id = ?',
      [rating.count, rating.average.toFixed(2), recipeId],
      'run',
    );
  }
}
