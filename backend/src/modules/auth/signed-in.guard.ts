import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { signOut } from '../../common/auth/session-ops.js';
import { UsersService } from '../users/users.service.js';
import type { SignedInRequest } from './current-user.decorator.js';

export const NOT_SIGNED_IN = 'You are not signed in';

/** Lets signed-in users through with their current account loaded; 401 for everyone else. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SignedInRequest>();
    const userId = req.session?.userId;
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) {
      if (userId) await signOut(req); // the account is gone: end its session
      throw new UnauthorizedException(NOT_SIGNED_IN);
    }
    req.user = user;
    return true;
  }
}
