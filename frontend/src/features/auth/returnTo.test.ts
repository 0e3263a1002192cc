import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnTo';

describe('safeReturnPath', () => {
  it.each(['/favorites', '/recipe/12?tab=reviews', '/browse?cuisine=Thai#top', '/authors'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'favorites'],
    ['the sign-in page itself', '/auth?returnTo=/favorites'],
    ['a server path', '/api/login'],
  ])('goes home instead of %s', (_case, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});
