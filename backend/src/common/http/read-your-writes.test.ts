import type { Request, Response } from 'express';
import { readingFromPrimary } from '../../infrastructure/database/read-replicas.js';
import { readYourWrites } from './read-your-writes.js';

/** Runs the middleware: whether the rest of the request reads from the primary, and the session after. */
function through(method: string, session?: { userId?: number; wroteAt?: number }) {
  let primary: boolean | undefined;
  readYourWrites(5)({ method, session } as unknown as Request, {} as Response, () => (primary = readingFromPrimary()));
  return { primary, session };
}

describe('readYourWrites', () => {
  it("sends a visitor's and a quiet member's reads to replicas", () => {
    expect(through('GET').primary).toBe(false);
    expect(through('GET', { userId: 3 }).primary).toBe(false);
    expect(through('GET', { userId: 3, wroteAt: Date.now() - 6001 }).primary).toBe(false);
  });

  it("reads from the primary in a write and for the lag and a second after a member's write", () => {
    const { primary, session } = through('POST', { userId: 3 });
    expect(primary).toBe(true);
    expect(session?.wroteAt).toBeGreaterThan(Date.now() - 1000);
    expect(through('GET', session).primary).toBe(true);
    expect(through('GET', { userId: 3, wroteAt: Date.now() - 5500 }).primary).toBe(true);
  });

  it("leaves a visitor's session alone when they write (no session is made for it)", () => {
    const session = {};
    expect(through('POST', session).primary).toBe(true);
    expect(session).toEqual({});
    expect(through('DELETE').primary).toBe(true);
  });
});
