import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../users/entities/user.entity.js';

export interface SignedInRequest extends Request {
  user: User;
}

/** The signed-in user that OptionalUserGuard loaded, or undefined for a visitor. */
export const MaybeUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User | undefined => context.switchToHttp().getRequest<Partial<SignedInRequest>>().user,
);

/** The signed-in user that SignedInGuard loaded. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => context.switchToHttp().getRequest<SignedInRequest>().user,
);
