import { IsString, MaxLength, MinLength } from 'class-validator';

const BAD_LINK = 'The verification link is invalid or has expired.';

/** The token of the emailed activation link (/verify-email?token=...), sent in the body, never in a URL. */
export class VerifyEmailDto {
  @IsString({ message: BAD_LINK })
  @MinLength(1, { message: BAD_LINK })
  @MaxLength(200, { message: BAD_LINK })
  token!: string;
}
