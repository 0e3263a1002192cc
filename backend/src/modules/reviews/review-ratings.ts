import type { EntityManager } from '@mikro-orm/mariadb';
import { placeholders } from '../../common/sql-part.js';
import type { Rating } from '../recipes/index.js';

/**
 * The rating of each of these recipes as its reviews now make it (the average to the hundredth,
 * halves up; hidden reviews do not count), in the caller's transaction
 * (ReviewsService after every change, and the development seed after its demo reviews). The
 * reviews are read with a locking read, which sees every committed review rather than the
 * transaction's snapshot, so the figures stay exact however many members review at once (the
 * caller holds the recipes' rows).
 */
export async function reviewRatings(tx: EntityManager, recipeIds: readonly number[]): Promise<Map<number, Rating>> {
  const ratings = new Map(recipeIds.map((id) => [id, { count: 0, average: 0 }]));
  if (recipeIds.length === 0) return ratings;
  const rows = await tx.execute<{ recipe_id: number; count: number; average: string | null }[]>(
    // Rounded by the database, in decimal: 121 stars from 40 reviews is 3.025, which a double holds
    // as 3.02499… and toFixed(2) made 3.02.
    `select recipe_id, count(*) as count, round(avg(rating), 2) as average from reviews where recipe_id in (${placeholders(recipeIds)}) and hidden_at is null
     group by recipe_id lock in share mode`,
    [...recipeIds],
  );
  for (const row of rows) ratings.set(row.recipe_id, { count: Number(row.count), average: Number(row.average ?? 0) });
  return ratings;
}
