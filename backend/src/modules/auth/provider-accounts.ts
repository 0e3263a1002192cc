import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { canonicalEmail } from '../../common/email-address.js';
import type { Language } from '../../common/i18n/index.js';
import { UsersService } from '../users/index.js';
import { ProviderIdentity } from './entities/provider-identity.entity.js';
import { ProviderSignInError, type ProviderClaims } from './oidc-client.js';

/** Control characters and the like out of a name a provider gives (shown as text everywhere, but kept clean). */
const cleanName = (name: string | undefined) => name?.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() || undefined;

/**
 * Which account a provider's sign-in is: the one linked to that provider account before; else
 * the one with the same address, linked now, only when the provider says it verified the address
 * and the account here is active; else a new verified account without a password, its emails in
 * the language the visitor was browsing in. An address waiting for its activation here is never
 * taken over (whoever registered it may not own it).
 */
@Injectable()
export class ProviderAccounts {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
  ) {}

  async accountFor(claims: ProviderClaims, language: Language): Promise<number> {
    const linked = await this.linkedAccount(claims);
    if (linked) return linked;
    if (!claims.email || !claims.emailVerified) throw new ProviderSignInError('unverified-email');
    const email = canonicalEmail(claims.email);
    if (!email) throw new ProviderSignInError('unusable-email');
    const existing = await this.users.accountByEmail(email);
    if (existing && !existing.emailVerified) throw new ProviderSignInError('pending-account');
    try {
      return await this.em.fork().transactional(async (tx) => {
        const userId =
          existing?.id ??
          (await this.users.createProviderAccount(tx, {
            email,
            firstName: cleanName(claims.firstName),
            lastName: cleanName(claims.lastName),
            language,
          }));
        tx.create(ProviderIdentity, { user: userId, issuer: claims.issuer, subject: claims.subject });
        await tx.flush();
        return userId;
      });
    } catch (error) {
      // The same provider account coming back twice at once: the other one linked it.
      if (error instanceof UniqueConstraintViolationException) {
        const raced = await this.linkedAccount(claims);
        if (raced) return raced;
      }
      throw error;
    }
  }

  private async linkedAccount({ issuer, subject }: ProviderClaims): Promise<number | undefined> {
    const identity = await this.em.fork().findOne(ProviderIdentity, { issuer, subject });
    return identity?.user.id;
  }
}
