import { IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { PersonNameDto } from '../../users/index.js';
import { EmailDto } from './email.dto.js';
import { NewPassword } from './password.js';

export class RegisterDto extends IntersectionType(EmailDto, PersonNameDto) {
  @NewPassword()
  password!: string;

  /** The answer to the question of GET /api/captcha. */
  @Type(() => Number)
  @IsInt({ message: 'Please solve the math problem' })
  @Min(0, { message: 'Please solve the math problem' })
  captcha!: number;
}
