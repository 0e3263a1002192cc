import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics.js';

/** Paths answered without a route of the API, by the prefix that says what they are. */
const UNROUTED: [prefix: string, label: string][] = [
  ['/assets/', '/assets/*'],
  ['/uploads/', '/uploads/*'],
  ['/admin/queues', '/admin/queues/*'],
  ['/api/', 'unmatched'],
  ['/metrics', '/metrics'],
];

/**
 * The route of an answer as a label: the API route's pattern (`/api/recipes/:id`), a family of
 * files, 'unmatched' for unknown API paths, or 'page' for the app's pages. Never the raw path,
 * which would make a series of every recipe id and every scanner's guess.
 */
export function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  const path = req.originalUrl.split('?')[0];
  return UNROUTED.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'page';
}

/** Times every request into `http_request_duration_seconds`, once its answer is sent or abandoned. */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const stop = metrics.httpDuration.startTimer();
    res.once('close', () => stop({ method: req.method, route: routeLabel(req), status_code: res.statusCode }));
    next();
  };
}
