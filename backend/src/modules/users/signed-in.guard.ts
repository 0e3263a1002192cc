import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { signOut } from '../../common/auth/session-ops.js';
import { requireSession } from '../../common/auth/session-outage.js';
import type { UserDto } from './dto/user.dto.js';
import { isSuspended } from './suspension.js';
import { UsersService } from './users.service.js';
import type { SignedInRequest } from './current-user.decorator.js';

export const NOT_SIGNED_IN = 'You are not signed in';

/**
 * Loads the account of the request's session as it is now (a changed role counts at once; see
 * UsersService.sessionAccount): who it is into req.user (a Principal), the account into
 * req.account. Ends a session whose account is gone or suspended.
 */
async function loadSessionUser(users: UsersService, req: SignedInRequest): Promise<UserDto | null> {
  const userId = req.session?.userId;
  if (!userId) return null;
  const account = await users.sessionAccount(userId, req.session.accountVersion);
  if (!account || isSuspended(account)) {
    await signOut(req);
    return null;
  }
  req.user = { id: account.id, role: account.role, joinedAt: new Date(account.createdAt) };
  req.account = account;
  return account;
}

/** Lets signed-in users through with their current account loaded; 401 for everyone else. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SignedInRequest>();
    // Without its session store (Redis away) nobody can be told signed in or not: 503, not 401.
    requireSession(req);
    if (!(await loadSessionUser(this.users, req))) throw new UnauthorizedException(NOT_SIGNED_IN);
    return true;
  }
}

/** Lets everybody through, loading the account of a signed-in caller (for personal touches). */
@Injectable()
export class OptionalUserGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await loadSessionUser(this.users, context.switchToHttp().getRequest());
    return true;
  }
}
