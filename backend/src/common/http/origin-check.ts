import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request whose Origin is not the
 * site's own is refused with 403.
 */
export function originCheck(publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (SAFE_METHODS.has(req.method) || !origin || origin === siteOrigin) return next();
    res.status(403).json({ statusCode: 403, message: 'Cross-site requests are not allowed', error: 'Forbidden' });
  };
}
