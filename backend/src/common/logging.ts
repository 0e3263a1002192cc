import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';

/** Structured JSON logs; cookies and passwords never reach them. */
export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]', 'req.body.password'],
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    },
  };
}
