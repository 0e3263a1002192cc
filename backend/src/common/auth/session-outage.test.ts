import { ServiceUnavailableException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { requireSession, sessionsOrVisitor } from './session-outage.js';

/** Runs the wrapped middleware on a bare request; answers what it passed to next. */
function run(sessions: RequestHandler, req = {} as Request): Promise<unknown> {
  return new Promise((resolve) => sessionsOrVisitor(sessions)(req, {} as Response, resolve as NextFunction));
}

describe('sessionsOrVisitor', () => {
  it('goes on without a session when the store cannot load it', async () => {
    const req = {} as Request;
    expect(await run((_req, _res, next) => next(new Error('Connection is closed.')), req)).toBeUndefined();
    expect(req.session).toBeUndefined();
    expect(() => requireSession(req)).toThrow(ServiceUnavailableException);
  });

  it('passes on a loaded session and any other error', async () => {
    const req = {} as Request;
    expect(await run((r, _res, next) => (((r as { session: unknown }).session = { id: 'x' }), next()), req)).toBeUndefined();
    expect(() => requireSession(req)).not.toThrow();
    const failure = new Error('after loading');
    expect(await run((r, _res, next) => (((r as { session: unknown }).session = {}), next(failure)))).toBe(failure);
  });
});
