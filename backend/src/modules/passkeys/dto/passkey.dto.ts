import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsObject, IsString, Length } from 'class-validator';
import { PASSKEY_MESSAGES } from '../messages.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One of the member's passkeys as their profile lists it (never its key). */
export class PasskeyDto {
  id!: number;
  name!: string;
  createdAt!: Date;
  /** When it last signed in; null if never. */
  lastUsedAt!: Date | null;
}

/** The name a member gives a passkey. */
export class PasskeyNameDto {
  /** 1 to 60 characters, spaces around it dropped. */
  @Transform(trimmed)
  @IsString({ message: PASSKEY_MESSAGES.nameRequired })
  @Length(1, 60, { message: PASSKEY_MESSAGES.nameRequired })
  name!: string;
}

/** WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON), for @simplewebauthn/browser. */
export class PasskeyOptionsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Pass as `optionsJSON` to startRegistration or startAuthentication',
  })
  options!: Record<string, unknown>;
}

/** A new passkey: its name and the browser's answer to the registration options (RegistrationResponseJSON). */
export class NewPasskeyDto extends PasskeyNameDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: "What @simplewebauthn/browser's startRegistration answered" })
  @IsObject({ message: 'response must be the answer of startRegistration' })
  response!: Record<string, unknown>;
}

/** A sign-in with a passkey: the browser's answer to the sign-in options (AuthenticationResponseJSON). */
export class PasskeySignInDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: "What @simplewebauthn/browser's startAuthentication answered" })
  @IsObject({ message: 'response must be the answer of startAuthentication' })
  response!: Record<string, unknown>;
}
