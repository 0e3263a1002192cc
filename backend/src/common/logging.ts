import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';

/** Emailed-link tokens in a logged address: `?token=...` (the pages of the links) and older `/verify-email/<token>` paths. */
const TOKEN_IN_URL = /([?&]token=)[^&#]*|(\/verify-email\/)[^/?#]+/gi;

/** The address with every emailed-link token replaced by [redacted]. */
export function withoutTokens(url: string): string {
  return url.replace(TOKEN_IN_URL, (_match, query?: string, path?: string) => `${query ?? path}[redacted]`);
}

/** Structured JSON logs; cookies, passwords and emailed-link tokens never reach them. */
export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]', 'req.body.password', 'req.body.token', 'req.query.token'],
      // The route's parameters repeat the address (and would repeat a token in it): the address alone is logged.
      serializers: {
        req: ({ params: _params, ...req }: { url?: string; params?: unknown; raw?: IncomingMessage }) => ({
          ...req,
          url: req.url === undefined ? undefined : withoutTokens(req.url),
        }),
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    },
  };
}
