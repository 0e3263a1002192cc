import { ApiProperty } from '@nestjs/swagger';

export class SignInProviderDto {
  @ApiProperty({ description: 'Start the sign-in by sending the browser to GET /api/auth/{id}/start', enum: ['oidc'] })
  id!: 'oidc';

  @ApiProperty({ description: "The provider's name, for 'Sign in with …'", example: 'Example' })
  name!: string;
}

export class SignInProvidersDto {
  @ApiProperty({ type: [SignInProviderDto], description: 'The providers this site signs in with (none when none is set up)' })
  providers!: SignInProviderDto[];
}
