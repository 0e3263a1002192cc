import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../common/dto/normalise.js';

/** A required name, trimmed: 'First name is required' when blank. */
const RequiredName = (label: string) =>
  applyDecorators(
    Trim(),
    IsString({ message: `${label} is required` }),
    MinLength(1, { message: `${label} is required` }),
    MaxLength(100, { message: `${label} must be at most 100 characters` }),
  );

/** First and last name, as given at registration and changed on the profile. */
export class PersonNameDto {
  @RequiredName('First name')
  firstName!: string;

  @RequiredName('Last name')
  lastName!: string;
}
