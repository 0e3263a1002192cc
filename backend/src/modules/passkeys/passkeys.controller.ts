import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { CurrentAccount, SignedInGuard, UserDto } from '../users/index.js';
import { NewPasskeyDto, PasskeyDto, PasskeyNameDto, PasskeyOptionsDto } from './dto/passkey.dto.js';
import { PasskeysService } from './passkeys.service.js';

/** Passkeys one member may start adding, or add, in 15 minutes (both together). */
const ADDING = { name: 'passkey-registration', limit: 20, windowSeconds: 15 * 60, by: byUser };

/** The member's own passkeys, from their profile's Security card. Nothing here answers key material. */
@ApiTags('auth')
@Controller('auth/passkeys')
@UseGuards(SignedInGuard, RateLimitGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class PasskeysController {
  constructor(private readonly passkeys: PasskeysService) {}

  /** The member's passkeys, oldest first. */
  @Get()
  @ApiOkResponse({ type: [PasskeyDto] })
  listPasskeys(@CurrentAccount() account: UserDto): Promise<PasskeyDto[]> {
    return this.passkeys.list(account.id);
  }

  /** Options for navigator.credentials.create (startRegistration); their challenge is answerable once, for 2 minutes, by POST /api/auth/passkeys. */
  @Post('registration-options')
  @HttpCode(200)
  @RateLimit(ADDING)
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The member has the most passkeys an account can have (20)' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The session was signed in over 10 minutes ago: sign in again to add a passkey' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  startPasskeyRegistration(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentAccount() account: UserDto,
  ): Promise<PasskeyOptionsDto> {
    res.setHeader('Cache-Control', 'no-store');
    return this.passkeys.registrationOptions(req, account);
  }

  /** Adds the passkey the browser made for the registration options, under the name given. */
  @Post()
  @RateLimit(ADDING)
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description:
      'No name, no registration waiting (never asked, over 2 minutes ago, or already answered), another origin or RP id, or an answer that does not verify',
  })
  @ApiConflictResponse({ type: ErrorDto, description: 'The passkey is already added, or the member has 20' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  addPasskey(@Req() req: Request, @CurrentAccount() account: UserDto, @Body() dto: NewPasskeyDto): Promise<PasskeyDto> {
    return this.passkeys.register(req, account.id, dto.name, dto.response as unknown as RegistrationResponseJSON);
  }

  /** Renames one of the member's passkeys. */
  @Patch(':id')
  @ApiOkResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No name, or one over 60 characters' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such passkey of the member' })
  renamePasskey(@CurrentAccount() account: UserDto, @IdParam() id: number, @Body() { name }: PasskeyNameDto): Promise<PasskeyDto> {
    return this.passkeys.rename(account.id, id, name);
  }

  /** Removes one of the member's passkeys: it signs in no more. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such passkey of the member' })
  async removePasskey(@CurrentAccount() account: UserDto, @IdParam() id: number): Promise<void> {
    await this.passkeys.remove(account.id, id);
  }
}
