import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname } from 'node:path';
import type { Params } from 'nestjs-pino';
import pinoRoll from 'pino-roll';
import type { AppConfig } from '../config/app-config.js';
import { requestIdOf } from './http/request-id.js';

/** Emailed-link tokens in a logged address: `?token=...` (the pages of the links) and older `/verify-email/<token>` paths. */
const TOKEN_IN_URL = /([?&]token=)[^&#]*|(\/verify-email\/)[^/?#]+/gi;

/** Requests nobody needs a line for: probes and scrapes, made every few seconds. */
const QUIET_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

/** A log file's rotation: a new file every day or at this size, this many old ones kept (docs/operations.md). */
export const LOG_ROTATION = { frequency: 'daily', size: '50m', keep: 14 } as const;

/** The address with every emailed-link token replaced by [redacted]. */
export function withoutTokens(url: string): string {
  return url.replace(TOKEN_IN_URL, (_match, query?: string, path?: string) => `${query ?? path}[redacted]`);
}

/**
 * A request's log line holds its method, address (tokens redacted), status, time and id; never a
 * header, a cookie or a body. Every line logged while the request is handled carries its
 * `requestId`.
 */
const requestLogging = {
  genReqId: requestIdOf,
  quietReqLogger: true,
  customAttributeKeys: { reqId: 'requestId' },
  serializers: {
    req: (req: { method?: string; url?: string }) => ({
      method: req.method,
      url: req.url === undefined ? undefined : withoutTokens(req.url),
    }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  },
  autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.has((req.url ?? '').split('?')[0]) },
};

/**
 * Structured JSON logs, to standard output or, with LOG_FILE, to that file rotated by pino-roll
 * (LOG_ROTATION); cookies, passwords and emailed-link tokens never reach them.
 */
export async function loggerParams(config: AppConfig): Promise<Params> {
  const options = { level: config.logLevel, ...requestLogging };
  if (!config.logFile) return { pinoHttp: options };
  // pino-roll links current.log before its own mkdir: the folder must be there first.
  mkdirSync(dirname(config.logFile), { recursive: true });
  const file = await pinoRoll({
    file: config.logFile,
    frequency: LOG_ROTATION.frequency,
    size: LOG_ROTATION.size,
    dateFormat: 'yyyy-MM-dd',
    limit: { count: LOG_ROTATION.keep, removeOtherLogFiles: true },
    symlink: true,
  });
  return { pinoHttp: [options, file] };
}
