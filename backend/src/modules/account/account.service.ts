import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import type { Principal } from '../../common/auth/principal.js';
import { canonicalEmail } from '../../common/email-address.js';
import { AccountRemovalService } from '../admin/index.js';
import { UsersService, type UserDto } from '../users/index.js';
import { AccountDataRepository } from './account-data.repository.js';
import type { DeleteAccountDto } from './dto/account.dto.js';

export const CONFIRM_WITH_PASSWORD = 'Enter your password to delete your account';
export const WRONG_PASSWORD = 'That password is not right';
export const CONFIRM_WITH_EMAIL = 'Enter your email address to delete your account';

/**
 * A member's own account: a copy of everything of theirs, and its deletion (docs/decisions/community.md,
 * 'Your data'), done by the admin's removal so that it is as thorough.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly data: AccountDataRepository,
    private readonly users: UsersService,
    private readonly removal: AccountRemovalService,
  ) {}

  async export(user: Principal): Promise<Record<string, unknown>> {
    return { format: 'Plantry account data, version 1', exportedAt: new Date().toISOString(), ...(await this.data.of(user.id)) };
  }

  /** Deletes the caller's account once they confirm it: with their password, or their email address for an account without one. */
  async deleteOwn(user: Principal, signedIn: UserDto, confirm: DeleteAccountDto): Promise<void> {
    const account = await this.users.accountByEmail(signedIn.email);
    if (!account) return;
    if (account.hasPassword) {
      if (!confirm.password) throw new BadRequestException(CONFIRM_WITH_PASSWORD);
      if (!(await this.users.authenticate(account.email, confirm.password))) throw new ForbiddenException(WRONG_PASSWORD);
    } else if (canonicalEmail(confirm.email ?? '') !== account.email) {
      throw new BadRequestException(CONFIRM_WITH_EMAIL);
    }
    await this.removal.removeOwn(user);
  }
}
