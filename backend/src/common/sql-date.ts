/** A DATETIME from a raw query ('2026-11-21 06:16:27.147', stored in UTC) as a Date. */
export function fromSqlDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}
