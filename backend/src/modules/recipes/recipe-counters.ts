import type { EntityManager } from '@mikro-orm/mariadb';

/** Where a recipe counts: its author always, its cuisine only while it is approved (public). */
export interface CountedPlace {
  authorId: number;
  cuisineId: number | null;
  isApproved: boolean;
}

const step = (column: string, delta: number) => (delta > 0 ? `${column} + ${delta}` : `greatest(${column}, ${-delta}) - ${-delta}`);

async function bump(tx: EntityManager, table: 'users' | 'cuisines', id: number, delta: number): Promise<void> {
  if (delta !== 0) await tx.execute(`update ${table} set recipe_count = ${step('recipe_count', delta)} where id = ?`, [id], 'run');
}

/**
 * Moves the counters shown on lists (a user's and a cuisine's recipe count) from where a recipe
 * counted before to where it counts now, inside the caller's transaction. `before` is undefined for
 * a new recipe and `after` for a deleted one.
 */
export async function moveRecipeCounters(tx: EntityManager, before?: CountedPlace, after?: CountedPlace): Promise<void> {
  const cuisineOf = (place?: CountedPlace) => (place?.isApproved ? place.cuisineId : null);
  const [oldCuisine, newCuisine] = [cuisineOf(before), cuisineOf(after)];
  if (oldCuisine !== newCuisine) {
    if (oldCuisine) await bump(tx, 'cuisines', oldCuisine, -1);
    if (newCuisine) await bump(tx, 'cuisines', newCuisine, 1);
  }
  if (before?.authorId !== after?.authorId) {
    if (before) await bump(tx, 'users', before.authorId, -1);
    if (after) await bump(tx, 'users', after.authorId, 1);
  }
}

/** Takes all of an author's recipes off their cuisines' counts, before they are deleted with the author. */
export async function forgetAuthorsRecipes(tx: EntityManager, authorId: number): Promise<void> {
  await tx.execute(
    `update cuisines c join (
       select cuisine_id, count(*) as n from recipes where author_id = ? and is_approved = 1 and cuisine_id is not null group by cuisine_id
     ) gone on gone.cuisine_id = c.id
     set c.recipe_count = greatest(c.recipe_count, gone.n) - gone.n`,
    [authorId],
    'run',
  );
}

/**
 * Who wrote a recipe and whether it is public, or null when it does not exist. Inside a transaction
 * the recipe's row is locked until it ends: take it before anything else is written for the recipe,
 * so that writers touching the same recipe (favourites, reviews) take turns instead of deadlocking.
 */
export async function lockRecipe(em: EntityManager, recipeId: number): Promise<{ authorId: number; isApproved: boolean } | null> {
  const lock = em.isInTransaction() ? ' for update' : '';
  const [row] = await em.execute<{ author_id: number; is_approved: number }[]>(`select author_id, is_approved from recipes where id = ?${lock}`, [recipeId]);
  return row ? { authorId: row.author_id, isApproved: row.is_approved === 1 } : null;
}

/** Counts a batch of new approved recipes of one author (an import): the author's count and each cuisine's. */
export async function countNewRecipes(tx: EntityManager, authorId: number, cuisineIds: readonly (number | null)[]): Promise<void> {
  await bump(tx, 'users', authorId, cuisineIds.length);
  const perCuisine = new Map<number, number>();
  for (const id of cuisineIds) if (id) perCuisine.set(id, (perCuisine.get(id) ?? 0) + 1);
  for (const [id, count] of perCuisine) await bump(tx, 'cuisines', id, count);
}
