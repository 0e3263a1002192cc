import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { NormaliseEmail, Trim } from '../../../common/dto/normalise.js';

export class ContactMessageDto {
  @Trim()
  @IsString({ message: 'Name must be at least 2 characters' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name!: string;

  @NormaliseEmail()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(255, { message: 'Please enter a valid email address' })
  email!: string;

  @Trim()
  @IsString({ message: 'Subject must be at least 5 characters' })
  @MinLength(5, { message: 'Subject must be at least 5 characters' })
  @MaxLength(200, { message: 'Subject must be at most 200 characters' })
  subject!: string;

  @Trim()
  @IsString({ message: 'Message must be at least 10 characters' })
  @MinLength(10, { message: 'Message must be at least 10 characters' })
  @MaxLength(5000, { message: 'Message must be at most 5000 characters' })
  message!: string;
}
