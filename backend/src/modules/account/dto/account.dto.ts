import { IsOptional, IsString, MaxLength } from 'class-validator';

/** What confirms the deletion of one's own account: the password, or for an account without one, its email address. */
export class DeleteAccountDto {
  @IsOptional()
  @IsString({ message: 'Password must be text' })
  @MaxLength(256, { message: 'Password must be at most 256 characters' })
  password?: string;

  @IsOptional()
  @IsString({ message: 'Email must be text' })
  @MaxLength(320, { message: 'Email must be at most 320 characters' })
  email?: string;
}
