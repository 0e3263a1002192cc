import { ServiceUnavailableException } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import type { Session, SessionData } from 'express-session';
import { OUTAGE_MESSAGES } from '../http/outages.js';

export type RequestWithSession = Request & { session: Session & Partial<SessionData> };

/**
 * Sessions that survive their store (Redis) being away: when a request's session cannot be
 * loaded, the request goes on without one (`req.session` unset) rather than failing, so public
 * pages are still served, as to a visitor. What needs the session asks `requireSession`: 503.
 */
export function sessionsOrVisitor(sessions: RequestHandler): RequestHandler {
  return (req, res, next) =>
    sessions(req, res, (error?: unknown) => {
      if (error && req.session === undefined) return next();
      next(error);
    });
}

/** The request's session; a 503 when the session store is away. */
export function requireSession(req: Request): asserts req is RequestWithSession {
  if (!req.session) throw new ServiceUnavailableException(OUTAGE_MESSAGES.service);
}
