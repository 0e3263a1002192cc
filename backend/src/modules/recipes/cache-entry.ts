/**
 * The freshness rules of the recipe cache's entries (docs/decisions/performance.md, "Scoped
 * invalidation"). An entry is stored with when it was computed and, for the lists whose order
 * follows members' activity (rating, popular, featured), the activity version it was computed at.
 */

/**
 * An entry serves without question this long after it was computed, when no write said it changed
 * (every write through the application does: this only bounds changes made behind its back).
 * Searches that FULLTEXT answers (admins', tags) cost up to a second at 100k recipes: a short life
 * would recompute them all the time.
 */
export const FRESH_FOR_MS = 300_000;
/** After that, it still serves while one process computes it again in the background, up to this age (Redis forgets it then). */
export const KEPT_FOR_MS = 600_000;
/**
 * Lists ordered by activity, once a review or heart moved their order: served as they are for
 * this long after they were computed (at most one computation per entry per interval)...
 */
export const ACTIVITY_SETTLE_MS = 4_000;
/**
 * ...then served while recomputed in the background, up to this age; older, the reader waits for
 * the computation. So what a visitor sees is never older than this (the 10 s bound of PRODUCT.md).
 */
export const ACTIVITY_STALE_BOUND_MS = 9_000;

export interface Entry<T> {
  value: T;
  /** When its computation started (ms since the epoch). */
  at: number;
  /** The activity version it was computed at, for lists ordered by activity. */
  activity?: string;
  /** The value's JSON text, so that an answer made of it is not serialised again. */
  json: string;
}

/** What to do with an entry found in the cache. */
export type Verdict = 'serve' | 'serve-and-refresh' | 'recompute';

export function verdict(entry: Entry<unknown>, activity: string, now: number): Verdict {
  const age = now - entry.at;
  if (entry.activity !== undefined && entry.activity !== activity) {
    if (age < ACTIVITY_SETTLE_MS) return 'serve';
    return age < ACTIVITY_STALE_BOUND_MS ? 'serve-and-refresh' : 'recompute';
  }
  if (age < FRESH_FOR_MS) return 'serve';
  return age < KEPT_FOR_MS ? 'serve-and-refresh' : 'recompute';
}

/** The stored text: `at|activity|json` (activity empty when the entry does not follow it). */
export function encode<T>(value: T, at: number, activity?: string): Entry<T> & { text: string } {
  const json = JSON.stringify(value);
  return { value, at, activity, json, text: `${at}|${activity ?? ''}|${json}` };
}

export function decode<T>(text: string): Entry<T> | undefined {
  const first = text.indexOf('|');
  const second = text.indexOf('|', first + 1);
  if (first < 0 || second < 0) return undefined;
  const at = Number(text.slice(0, first));
  const activity = text.slice(first + 1, second);
  const json = text.slice(second + 1);
  if (!Number.isFinite(at)) return undefined;
  return { value: JSON.parse(json) as T, at, activity: activity === '' ? undefined : activity, json };
}
