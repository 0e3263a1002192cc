import type { EntityManager } from '@mikro-orm/mariadb';

/**
 * Sets a recipe's reviewCount and avgRating from its reviews, inside the caller's transaction.
 * The caller holds the recipe's row lock, so writers of one recipe's reviews take turns; the reviews
 * are read with a locking read, which sees every committed review rather than the transaction's
 * snapshot, so the figures stay exact however many members review at once.
 */
export async function refreshRating(tx: EntityManager, recipeId: number): Promise<void> {
  const [{ count, average }] = await tx.execute<{ count: number; average: string | null }[]>(
    'select count(*) as count, avg(rating) as average from reviews where recipe_id = ? lock in share mode',
    [recipeId],
  );
  await tx.execute('update recipes set review_count = ?, avg_rating = ? where id = ?', [Number(count), Number(average ?? 0).toFixed(2), recipeId], 'run');
}

/** refreshRating for many recipes in one statement (their rows locked by the caller). */
export async function refreshRatings(tx: EntityManager, recipeIds: number[]): Promise<void> {
  if (recipeIds.length === 0) return;
  await tx.execute(
    `update recipes r set
       review_count = (select count(*) from reviews v where v.recipe_id = r.id),
       avg_rating = coalesce((select round(avg(v.rating), 2) from reviews v where v.recipe_id = r.id), 0)
     where r.id in (${recipeIds.map(() => '?').join(', ')})`,
    recipeIds,
    'run',
  );
}
