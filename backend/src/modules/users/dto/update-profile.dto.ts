import { IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../common/dto/normalise.js';

export class UpdateProfileDto {
  @Trim()
  @IsString({ message: 'First name is required' })
  @MinLength(1, { message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName!: string;

  @Trim()
  @IsString({ message: 'Last name is required' })
  @MinLength(1, { message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName!: string;
}
