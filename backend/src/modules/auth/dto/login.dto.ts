import { IsString, MaxLength, MinLength } from 'class-validator';
import { EmailDto } from './email.dto.js';

export class LoginDto extends EmailDto {
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(128, { message: 'Invalid email or password' })
  password!: string;
}
