import type { AdminUserDto } from './dto/admin-user.dto.js';
import type { UserDto } from './dto/user.dto.js';
import type { User } from './entities/user.entity.js';

/** The user as they see themselves (their own email included). */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    emailVerified: user.emailVerified,
    suspendedUntil: user.suspendedUntil,
    createdAt: user.createdAt,
  };
}

/** The member as User Management shows them. */
export function toAdminUserDto(user: User): AdminUserDto {
  return { ...toUserDto(user), recipeCount: user.recipeCount };
}
