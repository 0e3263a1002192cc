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

interface CounterMove {
  table: 'users' | 'cuisines';
  id: number;
  delta: number;
}

/** The counters a recipe moves from where it counted before to where it counts now. */
function counterMoves(before?: CountedPlace, after?: CountedPlace): CounterMove[] {
  const moves: CounterMove[] = [];
  const cuisineOf = (place?: CountedPlace) => (place?.isApproved ? place.cuisineId : null);
  const [oldCuisine, newCuisine] = [cuisineOf(before), cuisineOf(after)];
  if (oldCuisine !== newCuisine) {
    if (oldCuisine) moves.push({ table: 'cuisines', id: oldCuisine, delta: -1 });
    if (newCuisine) moves.push({ table: 'cuisines', id: newCuisine, delta: 1 });
  }
  if (before?.authorId !== after?.authorId) {
    if (before) moves.push({ table: 'users', id: before.authorId, delta: -1 });
    if (after) moves.push({ table: 'users', id: after.authorId, delta: 1 });
  }
  return moves;
}

/**
 * Moves the counters shown on lists (a user's and a cuisine's recipe count) from where a recipe
 * counted before to where it counts now, inside the caller's transaction. `before` is undefined for
 * a new recipe and `after` for a deleted one.
 */
export async function moveRecipeCounters(tx: EntityManager, before?: CountedPlace, after?: CountedPlace): Promise<void> {
  for (const move of counterMoves(before, after)) await bump(tx, move.table, move.id, move.delta);
}

/**
 * Locks the rows whose counters `moveRecipeCounters` will move, authors then cuisines, each in id
 * order. Call it before writing the recipe: writing it first takes shared locks on those rows
 * (foreign key checks), which concurrent writers of the same author or cuisine all hold when they
 * then update the counter, and none of them can: a deadlock.
 */
export async function lockCounters(tx: EntityManager, before?: CountedPlace, after?: CountedPlace): Promise<void> {
  const order = { users: 0, cuisines: 1 };
  const rows = counterMoves(before, after).sort((a, b) => order[a.table] - order[b.table] || a.id - b.id);
  for (const { table, id } of rows) await tx.execute(`select id from ${table} where id = ? for update`, [id]);
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
