import { ApiProperty } from '@nestjs/swagger';
import { Equals } from 'class-validator';

export class UpgradeRoleDto {
  /** The only self-service change: a registered member becomes a home cook. */
  @ApiProperty({ enum: ['home_cook'] })
  @Equals('home_cook', { message: "role must be 'home_cook'" })
  role!: 'home_cook';
}
