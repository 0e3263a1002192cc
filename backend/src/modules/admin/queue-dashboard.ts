import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QUEUES } from '@plantry/shared';
import type { Queue } from 'bullmq';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { answerError } from '../../common/http/error-answer.js';
import { OUTAGE_MESSAGES } from '../../common/http/outages.js';
import { NOT_SIGNED_IN, ONLY_ADMINS, type RequestRole } from '../users/index.js';
import { ownDashboardPage, QUEUE_DASHBOARD_UI } from './queue-dashboard-page.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** A browser opening the dashboard's page (not its data, under api/, nor its files). */
const opensPage = (req: Request) => req.method === 'GET' && !/^\/(api|static)\//.test(req.path) && req.accepts(['html', 'json']) === 'html';

/**
 * Admins only: a visitor opening the page is sent to sign in (and back here afterwards), and a
 * signed-in member who is not an admin gets the product's own page, refused (the served frontend
 * answers 403, see the seo module); their API calls are a 401 and a 403.
 */
function adminsOnly(roleOf: RequestRole): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    roleOf(req, res).then((role) => {
      // The session store is away (sessionsOrVisitor): nobody can be told an admin.
      if (role === undefined) return answerError(req, res, 503, OUTAGE_MESSAGES.service);
      if (role === 'admin') return next();
      if (role) return opensPage(req) ? next('router') : answerError(req, res, 403, ONLY_ADMINS);
      if (opensPage(req)) return res.redirect(302, `/api/login?returnTo=${encodeURIComponent(req.originalUrl)}`);
      return answerError(req, res, 401, NOT_SIGNED_IN);
    }, next);
  };
}

/** The BullMQ dashboard (bull-board) over every queue, at /admin/queues, behind the session and the admin check. */
export function mountQueueDashboard(app: NestExpressApplication, roleOf: RequestRole): void {
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: Object.values(QUEUES).map((name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name)))),
    serverAdapter: board,
    options: { uiConfig: QUEUE_DASHBOARD_UI },
  });
  ownDashboardPage(board.getRouter());
  // A router of its own, which a non-admin's page request leaves (next('router')) for the served frontend.
  const gate = Router();
  gate.use(adminsOnly(roleOf), board.getRouter());
  app.use(QUEUE_DASHBOARD_PATH, gate);
}
