import { ADMIN_USER_SORTS, parseRole, ROLES, ROLE_ALIASES, type AdminUserSort, type Role } from '@plantry/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { AdminListQueryDto } from '../../../common/dto/admin-list-query.dto.js';
import { UserDto } from './user.dto.js';

const WRITABLE_ROLES = [...Object.keys(ROLE_ALIASES), ...ROLES];

/** A member as User Management lists them. */
export class AdminUserDto extends UserDto {
  /** Recipes they authored, pending ones included. */
  recipeCount!: number;
}

export class AdminUserPageDto {
  items!: AdminUserDto[];
  total!: number;
  limit!: number;
  offset!: number;
}

export class AdminUsersQueryDto extends AdminListQueryDto {
  /** createdAt (default), name, email, role, emailVerified or recipeCount. */
  @ApiPropertyOptional({ enum: ADMIN_USER_SORTS, enumName: 'AdminUserSort', default: 'createdAt' })
  @IsOptional()
  @IsIn(ADMIN_USER_SORTS, { message: `sortBy must be one of: ${ADMIN_USER_SORTS.join(', ')}` })
  sortBy: AdminUserSort = 'createdAt';
}

/** An admin's change to a member: their role, their verification, or both. */
export class UpdateUserDto {
  /** 'user' is read as 'registered'. */
  @ApiPropertyOptional({ enum: WRITABLE_ROLES })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (parseRole(value) ?? value) : value))
  @IsIn(ROLES, { message: `role must be one of: ${WRITABLE_ROLES.join(', ')}` })
  role?: Role;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean({ message: 'emailVerified must be true or false' })
  emailVerified?: boolean;
}
