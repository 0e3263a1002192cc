/**
 * The users module's door: accounts as plain values and the operations on them, and who is
 * asking (the guards that load the signed-in account, and the decorators that hand it over).
 */
export { CurrentAccount, CurrentUser, MaybeUser, type SignedInRequest } from './current-user.decorator.js';
export { AdminUserDto, AdminUserPageDto, AdminUsersQueryDto, UpdateUserDto } from './dto/admin-user.dto.js';
export { PersonNameDto } from './dto/person-name.dto.js';
export { UserDto } from './dto/user.dto.js';
export { isSuspended, suspendedMessage } from './suspension.js';
export { requestRole, type RequestRole } from './request-role.js';
export { AdminOnly, ONLY_ADMINS, ONLY_HOME_COOKS, RequireRole, RolesGuard } from './roles.guard.js';
export { NOT_SIGNED_IN, OptionalUserGuard, SignedInGuard } from './signed-in.guard.js';
export { UsersModule } from './users.module.js';
export { USER_NOT_FOUND, UsersService, type EmailAccount, type NewAccount, type PersonNames, type PublicProfile } from './users.service.js';
