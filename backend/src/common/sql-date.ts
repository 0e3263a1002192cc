/** A DATETIME from a raw query ('2026-11-21 06:16:27.147', stored in UTC) as a Date. */
export function fromSqlDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

/**
 * A moment as emails and messages say it: '5 December 2026 at 14:05' in English (British order),
 * '5 de diciembre de 2026 a las 14:05' in Spanish (UTC; the caller adds 'UTC').
 */
export function utcDateTime(date: Date, language = 'en'): string {
  const locale = language === 'en' ? 'en-GB' : language;
  return new Date(date).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
}
