import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QUEUES } from '@plantry/shared';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { OUTAGE_MESSAGES } from '../../common/http/outages.js';
import { UsersService, NOT_SIGNED_IN, ONLY_ADMINS } from '../users/index.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

const refuse = (res: Response, status: 401 | 403, message: string) =>
  res.status(status).json({ statusCode: status, message, error: status === 401 ? 'Unauthorized' : 'Forbidden' });

/**
 * Admins only: a visitor opening the page is sent to sign in (and back here afterwards), a visitor's
 * API call is a 401, and a signed-in member who is not an admin gets a 403.
 */
function adminsOnly(users: UsersService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // The session store is away (sessionsOrVisitor): nobody can be told an admin.
    if (!req.session) return res.status(503).json({ statusCode: 503, message: OUTAGE_MESSAGES.service, error: 'Service Unavailable' });
    const userId = req.session.userId;
    const role = userId ? users.roleOf(userId) : Promise.resolve(null);
    role.then((found) => {
      if (found === 'admin') return next();
      if (found) return refuse(res, 403, ONLY_ADMINS);
      if (req.method === 'GET' && req.accepts(['html', 'json']) === 'html') {
        return res.redirect(302, `/api/login?returnTo=${encodeURIComponent(req.originalUrl)}`);
      }
      return refuse(res, 401, NOT_SIGNED_IN);
    }, next);
  };
}

/** The BullMQ dashboard (bull-board) over every queue, at /admin/queues, behind the session and the admin check. */
export function mountQueueDashboard(app: NestExpressApplication, sessions: RequestHandler): void {
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: Object.values(QUEUES).map((name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name)))),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Plantry queues' } },
  });
  app.use(QUEUE_DASHBOARD_PATH, sessions, adminsOnly(app.get(UsersService)), board.getRouter());
}
