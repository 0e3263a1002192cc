import { UserDto } from '../../users/dto/user.dto.js';

export class VerifyEmailResultDto {
  /** The verified user, now signed in. */
  user!: UserDto;
  message!: string;
}
