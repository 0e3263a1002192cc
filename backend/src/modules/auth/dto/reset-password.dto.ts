import { IsString, MaxLength, MinLength } from 'class-validator';
import { NewPassword } from './password.js';

export class ResetPasswordDto {
  /** The token from the link in the reset email. */
  @IsString({ message: 'This password reset link is invalid or has expired.' })
  @MinLength(1, { message: 'This password reset link is invalid or has expired.' })
  @MaxLength(200, { message: 'This password reset link is invalid or has expired.' })
  token!: string;

  @NewPassword()
  password!: string;
}
