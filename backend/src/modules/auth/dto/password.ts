import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength, MinLength } from 'class-validator';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A new password: 8 to 128 characters (the upper bound keeps hashing cheap to refuse). */
export const NewPassword = () =>
  applyDecorators(
    IsString({ message: `Password must be at least ${PASSWORD_MIN} characters` }),
    MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` }),
    MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` }),
  );
