import { Controller, Get, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { UserDto } from '../users/dto/user.dto.js';

/**
 * The current-user endpoints every screen relies on. Sign-in sessions arrive with the accounts
 * work; until then nobody is signed in, so the current user is always a visitor (401).
 */
@ApiTags('auth')
@Controller()
export class AuthController {
  /** The signed-in user, or 401 for a visitor. */
  @Get('auth/user')
  @ApiOkResponse({ type: UserDto, description: 'The signed-in user' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  getCurrentUser(): UserDto {
    throw new UnauthorizedException('You are not signed in');
  }

  /** Ends the session (harmless without one). */
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out' })
  logout(): void {}
}
