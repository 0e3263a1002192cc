import { BadRequestException, Catch, HttpException, Logger, ServiceUnavailableException, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Request, Response } from 'express';
import { inLanguage, requestLanguage } from '../i18n/index.js';
import { OUTAGE_MESSAGES, outageOf } from './outages.js';

/** Seconds a client is asked to wait before trying again during an outage. */
const RETRY_AFTER_SECONDS = 5;

/** A body the JSON parser refused (Nest passes on its words): said plainly, with the parser's words for the developer. */
function unreadableJson(exception: unknown): HttpException | undefined {
  if (!(exception instanceof BadRequestException) || !(exception.cause instanceof SyntaxError)) return undefined;
  return new BadRequestException(`The request body is not valid JSON: ${exception.cause.message}`);
}

/**
 * Every error escaping a request: an outage (MariaDB or Redis away, the upload disk full or
 * read-only) becomes a 503 saying so, with Retry-After; anything else goes to Nest's own handling
 * (a 500 for a bug). An HTTP error's message goes out in the request's language.
 */
@Catch()
export class OutageFilter extends BaseExceptionFilter {
  private readonly logger = new Logger(OutageFilter.name);

  override catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request | undefined>();
    const res = host.switchToHttp().getResponse<Response>();
    const outage = outageOf(exception);
    if (outage) {
      this.logger.warn(`503 (${outage}): ${(exception as Error).message}`);
      if (!res.headersSent) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    const error = outage ? new ServiceUnavailableException(OUTAGE_MESSAGES[outage]) : (unreadableJson(exception) ?? exception);
    if (!(error instanceof HttpException) || !req?.headers) return super.catch(error, host);
    // Its words are in the language asked for: a cache between must not give one language's to another.
    if (!res.headersSent) res.vary('Accept-Language');
    super.catch(inLanguage(error, requestLanguage(req)), host);
  }
}
