import { hkdfSync } from 'node:crypto';

/**
 * A 256-bit key for one purpose, derived from the application's SESSION_SECRET with HKDF-SHA256
 * (RFC 5869): each purpose (its `info`) gets a key of its own, and none of them is the secret that
 * signs session cookies. Changing SESSION_SECRET changes every derived key (docs/operations.md).
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'plantry-derived-keys', purpose, 32));
}
