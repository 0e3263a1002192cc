import { COOK_LIMITS } from '@plantry/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PlainLines } from '../../../common/dto/normalise.js';
import { PersonNameDto } from './person-name.dto.js';

/** The names a member may change on their profile, and their bio (anything else is refused). */
export class UpdateProfileDto extends PersonNameDto {
  /** What they say of themselves on their cook profile, plain text; blank removes it. Left as it is when not sent. */
  @IsOptional()
  @PlainLines()
  @IsString({ message: 'Bio must be text' })
  @MaxLength(COOK_LIMITS.bioMaxLength, { message: `Bio must be at most ${COOK_LIMITS.bioMaxLength} characters` })
  bio?: string;
}
