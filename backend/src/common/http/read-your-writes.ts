import type { RequestHandler } from 'express';
import { readFromPrimary } from '../../infrastructure/database/read-replicas.js';
import '../auth/session-data.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * With read replicas, a member sees their own writes: a request that writes reads from the primary,
 * and so does every request of a signed-in member for `maxLagSeconds` (plus one) after their last
 * write, the longest a replica in use can be behind. Visitors and other members read from replicas.
 */
export function readYourWrites(maxLagSeconds: number): RequestHandler {
  const windowMs = (maxLagSeconds + 1) * 1000;
  return (req, _res, next) => {
    const session = req.session as Partial<typeof req.session> | undefined;
    const now = Date.now();
    const writes = !READS.has(req.method);
    if (writes && session?.userId !== undefined) session.wroteAt = now;
    const wroteLately = session?.wroteAt !== undefined && now - session.wroteAt < windowMs;
    if (writes || wroteLately) readFromPrimary(next);
    else next();
  };
}
