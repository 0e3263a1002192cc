import { ACTIVITY_SETTLE_MS, ACTIVITY_STALE_BOUND_MS, decode, encode, FRESH_FOR_MS, KEPT_FOR_MS, verdict } from './cache-entry.js';

describe('recipe cache entries', () => {
  const at = 1_000_000;

  it('keep their value, time and activity version through Redis text, whatever the value holds', () => {
    const hostile = { title: 'a|b|c <script>"$&$`\u0000', ids: [3, 1, 2], long: 'x'.repeat(100_000) };
    const stored = encode(hostile, at, '42');
    expect(decode(stored.text)).toEqual({ value: hostile, at, activity: '42', json: JSON.stringify(hostile) });
    expect(decode(encode([1, 2], at).text)).toEqual({ value: [1, 2], at, activity: undefined, json: '[1,2]' });
  });

  it('read text that is not an entry as nothing', () => {
    expect(decode('{"items":[]}')).toBeUndefined();
    expect(decode('abc|1|[]')).toBeUndefined();
  });

  it('serve an entry no write changed for a minute, then refresh it in the background, then recompute it', () => {
    const entry = encode({ ok: true }, at);
    expect(verdict(entry, '7', at + FRESH_FOR_MS - 1)).toBe('serve');
    expect(verdict(entry, '7', at + FRESH_FOR_MS)).toBe('serve-and-refresh');
    expect(verdict(entry, '7', at + KEPT_FOR_MS)).toBe('recompute');
  });

  it('serve a list that follows activity as long as the activity version is the one it was computed at', () => {
    const entry = encode([1, 2, 3], at, '7');
    expect(verdict(entry, '7', at + FRESH_FOR_MS - 1)).toBe('serve');
  });

  it('once a review or heart moved the order, serve the old order only within the bound', () => {
    const entry = encode([1, 2, 3], at, '7');
    expect(verdict(entry, '8', at + ACTIVITY_SETTLE_MS - 1)).toBe('serve');
    expect(verdict(entry, '8', at + ACTIVITY_SETTLE_MS)).toBe('serve-and-refresh');
    expect(verdict(entry, '8', at + ACTIVITY_STALE_BOUND_MS)).toBe('recompute');
    expect(ACTIVITY_STALE_BOUND_MS).toBeLessThan(10_000);
  });
});
