import { COOK_LIMITS } from '@plantry/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { PersonNameDto } from './person-name.dto.js';

/**
 * Text kept to what a bio shows: line ends as '\n', other control characters removed, half a
 * surrogate pair made U+FFFD (as the database would store it), trimmed.
 */
const plainLines = (text: string): string =>
  text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/(?!\n)\p{Cc}/gu, '')
    .trim();

/** The names a member may change on their profile, and their bio (anything else is refused). */
export class UpdateProfileDto extends PersonNameDto {
  /** What they say of themselves on their cook profile, plain text; blank removes it. Left as it is when not sent. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? plainLines(value) : value))
  @IsString({ message: 'Bio must be text' })
  @MaxLength(COOK_LIMITS.bioMaxLength, { message: `Bio must be at most ${COOK_LIMITS.bioMaxLength} characters` })
  bio?: string;
}
