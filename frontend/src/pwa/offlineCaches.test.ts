import { describe, expect, it } from 'vitest';
import { cacheOwner } from './offlineCaches';

describe('whose answers the offline caches hold', () => {
  it('is the member the server answered', () => {
    expect(cacheOwner({ id: 7 }, undefined)).toBe('member:7');
  });

  it('is a visitor when the server says nobody is signed in', () => {
    expect(cacheOwner(undefined, { status: 401, data: {} })).toBe('visitor');
  });

  it('is not known without an answer (offline, a server error): the caches stay', () => {
    expect(cacheOwner(undefined, { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(cacheOwner(undefined, { status: 503, data: {} })).toBeUndefined();
    expect(cacheOwner(undefined, undefined)).toBeUndefined();
  });
});
