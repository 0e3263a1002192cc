import { Body, Delete, Get, HttpCode, Patch, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { AdminUserDto, AdminUserPageDto, AdminUsersQueryDto, UpdateUserDto, UsersService, AdminOnly, CurrentUser } from '../users/index.js';
import type { Principal } from '../../common/auth/principal.js';
import { AccountRemovalService } from './account-removal.service.js';

/** User Management: members with their recipe counts; roles, verification and deletion. */
@AdminOnly('admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly removal: AccountRemovalService,
  ) {}

  /** User Management: members, paged, searched by name or email and sorted. Suspended members carry `suspendedUntil`. */
  @Get()
  @ApiOkResponse({ type: AdminUserPageDto })
  listAdminUsers(@Query() query: AdminUsersQueryDto): Promise<AdminUserPageDto> {
    return this.users.adminPage(query);
  }

  /** Sets a member's role ('user' means 'registered') or email verification; not your own admin role. */
  @Patch(':id')
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  updateUser(@IdParam() id: number, @Body() body: UpdateUserDto, @CurrentUser() admin: Principal): Promise<AdminUserDto> {
    return this.users.adminUpdate(admin, id, body);
  }

  /** Deletes a member with their recipes, reviews, favourites and files; not yourself. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorDto })
  deleteUser(@IdParam() id: number, @CurrentUser() admin: Principal): Promise<void> {
    return this.removal.remove(admin, id);
  }
}
