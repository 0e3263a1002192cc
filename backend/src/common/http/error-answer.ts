import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { requestLanguage, translateApiMessage } from '../i18n/index.js';

/**
 * An error answered by Express middleware, outside Nest's filters: the same
 * { statusCode, message, error } as every other, its message in the request's language.
 */
export function answerError(req: Request, res: Response, status: number, message: string): void {
  res.status(status).json({ statusCode: status, message: translateApiMessage(message, requestLanguage(req)), error: STATUS_CODES[status] });
}
