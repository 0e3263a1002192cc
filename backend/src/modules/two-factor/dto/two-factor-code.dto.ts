import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { TWO_FACTOR_MESSAGES } from '../messages.js';

/** Spaces typed inside a code (`123 456`, as apps show it) are not part of it. */
export const withoutSpaces = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value);

/** A code from the member's authenticator app. */
export class TotpCodeDto {
  /** Six digits, spaces ignored. */
  @Transform(withoutSpaces)
  @IsString({ message: TWO_FACTOR_MESSAGES.codeFormat })
  @Matches(/^\d{6}$/, { message: TWO_FACTOR_MESSAGES.codeFormat })
  code!: string;
}

/** Who is changing the account's two-factor sign-in proves it is them: their password, or a current code. */
export class ConfirmIdentityDto {
  @IsOptional()
  @IsString({ message: 'Password must be text' })
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  password?: string;

  /** A current code from the authenticator app (six digits). */
  @IsOptional()
  @Transform(withoutSpaces)
  @IsString({ message: TWO_FACTOR_MESSAGES.codeFormat })
  @Matches(/^\d{6}$/, { message: TWO_FACTOR_MESSAGES.codeFormat })
  code?: string;
}
