/** Injection token of the catalogue's cached reads (provided by the recipes module's cache). */
export const CATALOGUE_READS = Symbol('CATALOGUE_READS');

/**
 * Cached reads of what the catalogue shows to everyone (lists, recipe pages, reviews, popular
 * cuisines), for the modules that compute such a read. The recipes module owns the cache: only its
 * listener of domain events decides what is forgotten, so a reader can only read through it.
 */
export interface CatalogueReads {
  /** A value that depends on what lists show (`what` is any JSON-able description of it). */
  get<T>(what: unknown, compute: () => Promise<T>): Promise<T>;
  /** A value that depends on what lists show and on one recipe. */
  getForRecipe<T>(recipeId: number, what: unknown, compute: () => Promise<T>): Promise<T>;
  /** A value that depends on what lists show and on what one member has saved. */
  getForMember<T>(userId: number, what: unknown, compute: () => Promise<T>): Promise<T>;
}
