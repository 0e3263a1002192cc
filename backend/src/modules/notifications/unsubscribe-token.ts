import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@plantry/shared';

/**
 * The token of an unsubscribe link: an HMAC of the member and the kind under the server's secret,
 * so the link works without signing in (RFC 8058 one-click, from a mail app) and says nothing
 * else. It never expires: an old email's link must still work, and all it can do is stop emails of
 * that kind to that member.
 */
export function unsubscribeToken(secret: string, userId: number, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, userId: number, kind: NotificationKind, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
