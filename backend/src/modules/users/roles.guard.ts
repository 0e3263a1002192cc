import { applyDecorators, Controller, ForbiddenException, Injectable, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Reflector } from '@nestjs/core';
import type { Role } from '@plantry/shared';
import { ErrorDto } from '../../common/http/error.dto.js';
import { UsersService } from './users.service.js';
import type { SignedInRequest } from './current-user.decorator.js';
import { SignedInGuard } from './signed-in.guard.js';

/** The roles a route needs, and what a signed-in user without one of them is told (403). */
export const RequireRole = Reflector.createDecorator<{ roles: Role[]; message: string }>();

export const ONLY_HOME_COOKS = 'Only home cooks can share recipes. Become a home cook from your profile to start.';
export const ONLY_ADMINS = 'Only administrators can do this';

/** 401 for visitors (like SignedInGuard), 403 for a signed-in user without a role of @RequireRole. */
@Injectable()
export class RolesGuard extends SignedInGuard {
  constructor(
    users: UsersService,
    private readonly reflector: Reflector,
  ) {
    super(users);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const rule = this.reflector.getAllAndOverride(RequireRole, [context.getHandler(), context.getClass()]);
    const { user } = context.switchToHttp().getRequest<SignedInRequest>();
    if (rule && !rule.roles.includes(user.role)) throw new ForbiddenException(rule.message);
    return true;
  }
}

/**
 * An admin area controller at this path: 401 for visitors, 403 for signed-in members who are not
 * admins, on every route, documented under the 'admin' tag.
 */
export const AdminOnly = (path: string) =>
  applyDecorators(
    ApiTags('admin'),
    Controller(path),
    UseGuards(RolesGuard),
    RequireRole({ roles: ['admin'], message: ONLY_ADMINS }),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' }),
    ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' }),
    ApiBadRequestResponse({ type: ErrorDto, description: 'A parameter or field is not valid' }),
  );
