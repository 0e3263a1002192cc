import type { NextFunction, Request, Response } from 'express';
import { answerError } from './error-answer.js';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a Referer address; 'invalid' for one that is not an address. */
function originOf(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request whose Origin is not the
 * site's own is refused with 403. Without an Origin (older browsers), a Referer of another site is
 * refused the same way; a request with neither (not from a browser) goes on.
 */
export function originCheck(publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const { origin, referer } = req.headers;
    const claimed = origin ?? (referer ? originOf(referer) : undefined);
    if (SAFE_METHODS.has(req.method) || claimed === undefined || claimed === siteOrigin) return next();
    answerError(req, res, 403, 'Cross-site requests are not allowed');
  };
}
