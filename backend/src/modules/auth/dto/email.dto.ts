import { IsEmail, MaxLength } from 'class-validator';
import { NormaliseEmail } from '../../../common/dto/normalise.js';

/** An email address alone (resend verification, forgot password), in its canonical form. */
export class EmailDto {
  @NormaliseEmail()
  @IsEmail({ allow_utf8_local_part: false }, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  email!: string;
}
