import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { TWO_FACTOR_MESSAGES } from '../messages.js';
import { withoutSpaces } from './two-factor-code.dto.js';

/** The second step of a sign-in: a code from the authenticator app, or else one of the recovery codes. */
export class SecondFactorDto {
  /** Six digits from the authenticator app (spaces ignored). Required unless a recovery code is sent. */
  @ValidateIf((dto: SecondFactorDto) => dto.recoveryCode === undefined)
  @Transform(withoutSpaces)
  @IsString({ message: TWO_FACTOR_MESSAGES.codeFormat })
  @Matches(/^\d{6}$/, { message: TWO_FACTOR_MESSAGES.codeFormat })
  code?: string;

  /** One of the recovery codes (xxxx-xxxx-xxxx), instead of a code; each works once. */
  @IsOptional()
  @IsString({ message: TWO_FACTOR_MESSAGES.recoveryCodeFormat })
  @MaxLength(40, { message: TWO_FACTOR_MESSAGES.recoveryCodeFormat })
  recoveryCode?: string;
}
