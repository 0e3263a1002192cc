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

/** One week of the community's activity. */
export class WeekTrendDto {
  /** The week's Monday, YYYY-MM-DD (weeks run Monday to Sunday, UTC). */
  week!: string;
  /** Accounts created that week. */
  signups!: number;
  /** Recipes shared that week (approved or not). */
  recipes!: number;
  /** Reviews posted that week (hidden ones included). */
  reviews!: number;
}

/** One queue's jobs by state. */
export class QueueHealthDto {
  /** The queue: email, images, import or recipes. */
  queue!: string;
  /** Jobs waiting for a worker (prioritized ones included). */
  waiting!: number;
  /** Jobs waiting for a later time (retries after a failure among them). */
  delayed!: number;
  /** Jobs a worker runs now. */
  active!: number;
  /** Jobs that failed every attempt and are kept (a month), to retry at /admin/queues. */
  failed!: number;
}

/** The dashboard's trends: activity by week, and the queues' health. */
export class AdminTrendsDto {
  /** The last ADMIN_TRENDS.weeks weeks, oldest first, the current week last (so far). */
  weeks!: WeekTrendDto[];
  /** Each queue's jobs, or null while Redis does not answer. */
  queues!: QueueHealthDto[] | null;
  /** Workers whose heartbeat is recent, or null while Redis does not answer. */
  workers!: number | null;
}
