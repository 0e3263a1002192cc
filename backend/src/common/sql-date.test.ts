import { fromSqlDate } from './sql-date.js';

describe('fromSqlDate', () => {
  it('reads a DATETIME string as UTC', () => {
    expect(fromSqlDate('2026-11-21 06:16:27.147').toISOString()).toBe('2026-11-21T06:16:27.147Z');
  });

  it('keeps a Date', () => {
    const date = new Date('2024-01-01T00:00:00Z');
    expect(fromSqlDate(date)).toBe(date);
  });
});
