import { ApiProperty } from '@nestjs/swagger';

/** The multipart form of PUT /api/auth/user/avatar. */
export class AvatarFormDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A photo of the member (JPEG, PNG or WebP, at most 10 MB).' })
  avatar!: unknown;
}
