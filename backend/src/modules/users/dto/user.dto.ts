import { ROLES, type Role } from '@plantry/shared';
import { ApiProperty } from '@nestjs/swagger';

/** The signed-in user as they see themselves. */
export class UserDto {
  id!: number;
  firstName!: string | null;
  lastName!: string | null;
  email!: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role!: Role;
  profileImageUrl!: string | null;
  /** What they say of themselves on their cook profile. */
  bio!: string | null;
  emailVerified!: boolean;
  /** Until then a moderator's suspension keeps the account signed out; null when it is not suspended. */
  suspendedUntil!: Date | null;
  createdAt!: Date;
}
