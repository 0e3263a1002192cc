/** The counters at the top of the admin dashboard. */
export class AdminStatsDto {
  users!: number;
  cuisines!: number;
  recipes!: number;
  /** Recipes waiting for review. */
  pendingRecipes!: number;
  /** Recipes whose ingredients the vegan check flags. */
  flaggedRecipes!: number;
  /** Contact messages not yet marked handled. */
  unreadMessages!: number;
}
