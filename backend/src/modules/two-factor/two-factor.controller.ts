import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RedisSessionStore } from '../../common/auth/redis-session-store.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { CurrentAccount, SignedInGuard, UserDto } from '../users/index.js';
import { ConfirmIdentityDto, TotpCodeDto } from './dto/two-factor-code.dto.js';
import { RecoveryCodesDto, TwoFactorSetupDto, TwoFactorStatusDto } from './dto/two-factor-status.dto.js';
import { TwoFactorService } from './two-factor.service.js';

/** Codes and passwords one member may try on these settings in 15 minutes (all of them together). */
const SETTINGS_TRIES = { name: 'two-factor-settings', limit: 20, windowSeconds: 15 * 60, by: byUser };

/** The member's own two-factor sign-in, from their profile's Security card. Nothing here ever shows a stored secret. */
@ApiTags('auth')
@Controller('auth/two-factor')
@UseGuards(SignedInGuard, RateLimitGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: RedisSessionStore,
  ) {}

  /** Whether two-factor sign-in is on, how many recovery codes are left, and whether it may be turned off. */
  @Get()
  @ApiOkResponse({ type: TwoFactorStatusDto })
  getTwoFactorStatus(@CurrentAccount() account: UserDto): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(account);
  }

  /**
   * A new authenticator secret, as a QR code and as text, to confirm with POST enable. With two-factor
   * sign-in already on (a new phone), the password or a current code is needed; the old app works
   * until the new one is confirmed.
   */
  @Post('setup')
  @HttpCode(200)
  @RateLimit(SETTINGS_TRIES)
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Two-factor sign-in is on and neither a password nor a code was sent' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'A wrong password or code' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async startTwoFactorSetup(
    @CurrentAccount() account: UserDto,
    @Body() proof: ConfirmIdentityDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TwoFactorSetupDto> {
    res.setHeader('Cache-Control', 'no-store');
    return this.twoFactor.startSetup(account, proof);
  }

  /**
   * Switches two-factor sign-in on with a code from the new authenticator; answers 10 recovery codes
   * (shown once; earlier ones are void) and signs out every other session of the account.
   */
  @Post('enable')
  @HttpCode(200)
  @RateLimit(SETTINGS_TRIES)
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Not six digits, or not the code of the new authenticator' })
  @ApiConflictResponse({ type: ErrorDto, description: 'No setup to confirm' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async enableTwoFactor(
    @CurrentAccount() account: UserDto,
    @Body() { code }: TotpCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RecoveryCodesDto> {
    res.setHeader('Cache-Control', 'no-store');
    const codes = await this.twoFactor.enable(account.id, code);
    // Sessions signed in with the password alone end: from now on a sign-in takes the second step.
    await this.sessions.destroyUserSessions(account.id, req.sessionID);
    return codes;
  }

  /** New recovery codes (the old ones are void), with the password or a current code. */
  @Post('recovery-codes')
  @HttpCode(200)
  @RateLimit(SETTINGS_TRIES)
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Neither a password nor a code' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'A wrong password or code' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Two-factor sign-in is off' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async regenerateRecoveryCodes(
    @CurrentAccount() account: UserDto,
    @Body() proof: ConfirmIdentityDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RecoveryCodesDto> {
    res.setHeader('Cache-Control', 'no-store');
    return this.twoFactor.newRecoveryCodes(account, proof);
  }

  /** Turns two-factor sign-in off, with the password or a current code. Admins keep it on (403). */
  @Post('disable')
  @HttpCode(200)
  @RateLimit(SETTINGS_TRIES)
  @ApiOkResponse({ type: TwoFactorStatusDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Neither a password nor a code' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'A wrong password or code, or an admin' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Two-factor sign-in is off' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async disableTwoFactor(@CurrentAccount() account: UserDto, @Body() proof: ConfirmIdentityDto): Promise<TwoFactorStatusDto> {
    await this.twoFactor.disable(account, proof);
    return this.twoFactor.status(account);
  }
}
