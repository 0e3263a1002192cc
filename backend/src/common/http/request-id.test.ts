import type { NextFunction, Request, Response } from 'express';
import { currentRequestId, requestId, runForRequest } from './request-id.js';
import { traced } from '../../infrastructure/queue/traced.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function answer(given?: string): { id: string; header: string } {
  const headers: Record<string, string> = {};
  const req = { headers: given === undefined ? {} : { 'x-request-id': given } } as unknown as Request & { id: string };
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
  requestId(req, res, (() => undefined) as NextFunction);
  return { id: req.id, header: headers['X-Request-Id'] };
}

describe('request ids', () => {
  it('keeps a plain id the caller gives and answers it', () => {
    expect(answer('abc-123.DEF_4:5')).toEqual({ id: 'abc-123.DEF_4:5', header: 'abc-123.DEF_4:5' });
  });

  it.each(['', 'a b', '<script>', '$&', "$'", 'line\nbreak', '"q"', 'x'.repeat(129), 'é'])('makes a new one instead of %j', (given) => {
    const { id, header } = answer(given);
    expect(id).toMatch(UUID);
    expect(header).toBe(id);
  });

  it('puts the id of the request under way into the data of the jobs it starts, and nothing outside a request', async () => {
    expect(traced({ base: 'a' })).toEqual({ base: 'a' });
    expect(currentRequestId()).toBeUndefined();
    const inside = await runForRequest('r-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return traced({ base: 'a' });
    });
    expect(inside).toEqual({ base: 'a', requestId: 'r-1' });
    expect(runForRequest(undefined, () => traced({ keys: [] }))).toEqual({ keys: [] });
  });
});
