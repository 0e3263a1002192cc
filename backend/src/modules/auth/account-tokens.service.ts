import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EmailVerificationToken, PasswordResetToken } from './entities/account-token.entity.js';

export const TOKEN_KINDS = {
  verification: { entity: EmailVerificationToken, ttlMs: 24 * 3600_000 },
  reset: { entity: PasswordResetToken, ttlMs: 3600_000 },
} as const;
export type TokenKind = keyof typeof TOKEN_KINDS;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Random single-use tokens for emailed links; only their SHA-256 is stored. */
@Injectable()
export class AccountTokensService {
  constructor(private readonly em: EntityManager) {}

  /** Creates a token for the user in the caller's unit of work (written by its next flush) and returns it in clear. */
  issue(em: EntityManager, kind: TokenKind, userId: number): string {
    const token = randomBytes(32).toString('base64url');
    const { entity, ttlMs } = TOKEN_KINDS[kind];
    em.create(entity, { user: userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
  }

  /**
   * Ends every outstanding token of the user, of both kinds (after a verification or a reset: an
   * older link must not still sign its holder in or set a password). Runs in the caller's
   * transaction when given one.
   */
  async endAll(userId: number, em: EntityManager = this.em): Promise<void> {
    const now = new Date();
    for (const { entity } of Object.values(TOKEN_KINDS)) {
      await em.nativeUpdate(entity, { user: userId, usedAt: null }, { usedAt: now });
    }
  }

  /**
   * Uses the token once: the id of its user when it exists, is unused and has not expired, else
   * undefined. Two requests racing with the same token cannot both win (one conditional update).
   */
  async consume(kind: TokenKind, token: string): Promise<number | undefined> {
    const { entity } = TOKEN_KINDS[kind];
    const tokenHash = sha256(token);
    const now = new Date();
    const used = await this.em.nativeUpdate(entity, { tokenHash, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
    if (used !== 1) return undefined;
    const row = await this.em.findOne(entity, { tokenHash }, { fields: ['user'] });
    return row?.user.id;
  }
}
