import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local midnight of `date`'s calendar day, in ms. */
function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Calendar days from `date` to `now` in local time (a review from late yesterday is 1 day old). */
function daysBetween(date: Date, now: Date): number {
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/**
 * When a review was written, as SPEC.md section 9 says: 'Today', 'Yesterday', '{n} days ago'
 * under 7 days, '{n} week(s) ago' under 30 days, otherwise the locale's date. Dates ahead of
 * `now` (a clock a little off) count as today.
 */
export function relativeDate(when: Date | string, now: Date = new Date()): string {
  const date = new Date(when);
  const days = daysBetween(date, now);
  if (days <= 0) return t`Today`;
  if (days === 1) return t`Yesterday`;
  if (days < 7) return plural(days, { one: '# day ago', other: '# days ago' });
  const weeks = Math.floor(days / 7);
  if (days < 30) return plural(weeks, { one: '# week ago', other: '# weeks ago' });
  return i18n.date(date, { year: 'numeric', month: 'numeric', day: 'numeric' });
}

/** The date and time of a review or reply in full, in the site's language (its tooltip). */
export const dateAndTime = (date: Date): string => i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
