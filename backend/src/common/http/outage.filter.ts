import { Catch, Logger, ServiceUnavailableException, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Response } from 'express';
import { OUTAGE_MESSAGES, outageOf } from './outages.js';

/** Seconds a client is asked to wait before trying again during an outage. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Every error escaping a request: an outage (MariaDB or Redis away, the upload disk full or
 * read-only) becomes a 503 saying so, with Retry-After; anything else goes to Nest's own handling
 * (a 500 for a bug).
 */
@Catch()
export class OutageFilter extends BaseExceptionFilter {
  private readonly logger = new Logger(OutageFilter.name);

  override catch(exception: unknown, host: ArgumentsHost): void {
    const outage = outageOf(exception);
    if (!outage) return super.catch(exception, host);
    this.logger.warn(`503 (${outage}): ${(exception as Error).message}`);
    const res = host.switchToHttp().getResponse<Response>();
    if (!res.headersSent) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    super.catch(new ServiceUnavailableException(OUTAGE_MESSAGES[outage]), host);
  }
}
