import { ApiProperty } from '@nestjs/swagger';

/** The fields of PUT /api/auth/user/avatar besides its file: none (any other field is refused). */
export class AvatarBodyDto {}

/** The multipart form of PUT /api/auth/user/avatar. */
export class AvatarFormDto extends AvatarBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A photo of the member (JPEG, PNG or WebP, at most 10 MB).' })
  avatar!: unknown;
}
