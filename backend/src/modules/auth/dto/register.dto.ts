import { Type } from 'class-transformer';
import { IsInt, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { Trim } from '../../../common/dto/normalise.js';
import { EmailDto } from './email.dto.js';
import { NewPassword } from './password.js';

export class RegisterDto extends EmailDto {
  @NewPassword()
  password!: string;

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

  /** The answer to the question of GET /api/captcha. */
  @Type(() => Number)
  @IsInt({ message: 'Please solve the math problem' })
  @Min(0, { message: 'Please solve the math problem' })
  captcha!: number;
}
