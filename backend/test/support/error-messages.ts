import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { catalogEntry, requestLanguage } from '../../src/common/i18n/index.js';

/**
 * Every error message a test file's API sent that the catalog of translated API messages
 * (backend/src/common/i18n/api-messages/) lacks: such a message would reach a Spanish or German
 * visitor in English. Checked after each test file (test/setup-error-messages.ts).
 */
const untranslated = new Map<string, string>();

export function untranslatedErrorMessages(): string[] {
  return [...untranslated].map(([message, where]) => `${where}: ${JSON.stringify(message)}`);
}

/** Watches each error answer (4xx, and 503 for an outage) the app sends in English for a message the catalog lacks. */
export function watchErrorMessages(app: NestExpressApplication): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const { message } = (body ?? {}) as { message?: unknown };
      const error = (res.statusCode >= 400 && res.statusCode < 500) || res.statusCode === 503;
      if (error && requestLanguage(req) === 'en') {
        for (const each of [message].flat()) {
          if (typeof each === 'string' && !catalogEntry(each)) untranslated.set(each, `${res.statusCode} ${req.method} ${req.path}`);
        }
      }
      return json(body);
    };
    next();
  });
}
