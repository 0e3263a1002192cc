import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Principal } from '../../common/auth/principal.js';
import type { UserDto } from './dto/user.dto.js';

/** A request whose caller a guard has loaded: who they are, and their account as they see it. */
export interface SignedInRequest extends Request {
  user: Principal;
  account: UserDto;
}

/** Who is signed in (OptionalUserGuard), or undefined for a visitor. */
export const MaybeUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined => context.switchToHttp().getRequest<Partial<SignedInRequest>>().user,
);

/** Who is signed in (SignedInGuard). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest<SignedInRequest>().user,
);

/** The signed-in account as its owner sees it (SignedInGuard), for the answers that show it. */
export const CurrentAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserDto => context.switchToHttp().getRequest<SignedInRequest>().account,
);
