/** A DATETIME from a raw query ('2026-11-21 06:16:27.147', stored in UTC) as a Date. */
export function fromSqlDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

/** A moment as emails and messages say it: '5 December 2026 at 14:05' (UTC; the caller adds 'UTC'). */
export function utcDateTime(date: Date): string {
  return new Date(date).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
}
