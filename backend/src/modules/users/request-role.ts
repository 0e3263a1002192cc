import type { Role } from '@plantry/shared';
import type { Request, RequestHandler, Response } from 'express';
import type { UsersService } from './users.service.js';

/** The role of whoever sends a request: null for nobody signed in, undefined when it cannot be told (the session store is away). */
export type RequestRole = (req: Request, res: Response) => Promise<Role | null | undefined>;

/**
 * Reads the role of a request outside the API's routes (pages, the queue dashboard): loads its
 * session with these session middlewares (once: a loaded session is kept), then the account's
 * current role.
 */
export function requestRole(sessions: RequestHandler, users: UsersService): RequestRole {
  return async (req, res) => {
    await new Promise<void>((resolve, reject) => sessions(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())));
    if (!req.session) return undefined;
    const userId = req.session.userId;
    return userId ? users.roleOf(userId) : null;
  };
}
