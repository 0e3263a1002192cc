import { ApiProperty } from '@nestjs/swagger';

/**
 * The answer of POST /api/login (202) for an account with two-factor sign-in: the password was
 * right, nobody is signed in yet; POST /api/login/two-factor with a code completes it before `expiresAt`.
 */
export class TwoFactorChallengeDto {
  @ApiProperty({ enum: [true], description: 'Always true: the sign-in waits for a code' })
  twoFactorRequired!: true;
  /** When the waiting sign-in ends (5 minutes after the password). */
  expiresAt!: Date;
}
