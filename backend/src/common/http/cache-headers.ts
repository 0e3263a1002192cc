import {
  applyDecorators,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from '../auth/sessions.js';

/** Whether the request carries a session cookie, on which a member's answers depend. */
const hasSession = (req: Request): boolean =>
  (req.headers.cookie ?? '').split(';').some((cookie) => cookie.trimStart().startsWith(`${SESSION_COOKIE}=`));

/**
 * HTTP caching of API answers to GET. They are revalidated at every use (`no-cache`: Express's
 * ETag turns an unchanged answer into a 304 without body). What a visitor gets is `public`, so a
 * shared cache (a CDN) may keep it; what a member gets is `private`; `Vary: Cookie` keeps the two
 * apart. Routes set their own header where they need another (no-store for sign-in and health,
 * PublicMaxAge for data that may be a few minutes old).
 */
export function apiCacheHeaders(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.setHeader('Cache-Control', hasSession(req) ? 'private, no-cache' : 'public, no-cache');
    res.vary('Cookie');
  }
  next();
}

@Injectable()
class PublicMaxAgeInterceptor implements NestInterceptor {
  constructor(private readonly seconds: number) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const req = context.switchToHttp().getRequest<Request>();
    if (!hasSession(req)) context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', `public, max-age=${this.seconds}`);
    return next.handle();
  }
}

/** Visitors, and caches between them and the site, may reuse the answer for this many seconds. */
export const PublicMaxAge = (seconds: number) => applyDecorators(UseInterceptors(new PublicMaxAgeInterceptor(seconds)));
