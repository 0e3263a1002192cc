import { describe, expect, it } from 'vitest';
import { relativeDate } from './relativeDate';

/** Noon on 15 March 2024, local time: far from midnight and from daylight-saving changes. */
const now = new Date(2024, 2, 15, 12, 0, 0);

/** Local noon `days` calendar days before `now`. */
const daysBefore = (days: number) => new Date(2024, 2, 15 - days, 12, 0, 0);

describe('relativeDate', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
  ])('says %i days back is %s', (days, text) => {
    expect(relativeDate(daysBefore(days), now)).toBe(text);
  });

  it('gives the date itself from 30 days back', () => {
    const date = daysBefore(30);
    expect(relativeDate(date, now)).toBe(date.toLocaleDateString());
    expect(relativeDate(daysBefore(400), now)).toBe(daysBefore(400).toLocaleDateString());
  });

  it('counts calendar days, not 24-hour spans', () => {
    const earlyToday = new Date(2024, 2, 15, 0, 5);
    const lateYesterday = new Date(2024, 2, 14, 23, 55);
    expect(relativeDate(lateYesterday, earlyToday)).toBe('Yesterday');
    expect(relativeDate(new Date(2024, 2, 15, 0, 1), new Date(2024, 2, 15, 23, 59))).toBe('Today');
    expect(relativeDate(new Date(2024, 2, 13, 23, 59), new Date(2024, 2, 15, 0, 1))).toBe('2 days ago');
  });

  it('reads the API date strings', () => {
    expect(relativeDate(daysBefore(3).toISOString(), now)).toBe('3 days ago');
  });

  it('counts a date a little ahead of the clock as today', () => {
    expect(relativeDate(new Date(2024, 2, 15, 12, 5), now)).toBe('Today');
  });
});
