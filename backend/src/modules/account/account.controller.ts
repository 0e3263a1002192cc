import { Body, Controller, Delete, Get, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Principal } from '../../common/auth/principal.js';
import { signOut } from '../../common/auth/session-ops.js';
import { SESSION_COOKIE } from '../../common/auth/sessions.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { CurrentAccount, CurrentUser, SignedInGuard, UserDto } from '../users/index.js';
import { AccountService } from './account.service.js';
import { DeleteAccountDto } from './dto/account.dto.js';

/** How many deletion attempts (password tries) one member may make in an hour. */
const DELETIONS_PER_HOUR = 10;

@ApiTags('auth')
@Controller('auth/user')
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class AccountController {
  constructor(private readonly account: AccountService) {}

  /** Everything of the caller's as one JSON file: account, recipes, reviews, replies, favourites, collections, shopping list, follows, swap votes, notifications. */
  @Get('data')
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'A JSON file (Content-Disposition: attachment)', schema: { type: 'object' } })
  async downloadAccountData(@CurrentUser() user: Principal, @Res({ passthrough: true }) res: Response): Promise<Record<string, unknown>> {
    res.setHeader('Content-Disposition', `attachment; filename="plantry-data-${new Date().toISOString().slice(0, 10)}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    return this.account.export(user);
  }

  /**
   * Deletes the caller's account with everything of theirs, as an admin's deletion does, once
   * confirmed by their password (or, for an account without one, their email address); signs out.
   */
  @Delete()
  @HttpCode(204)
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'delete-own-account', limit: DELETIONS_PER_HOUR, windowSeconds: 3600, by: byUser })
  @ApiNoContentResponse({ description: 'Deleted, and signed out' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No password (or email address) to confirm' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'A wrong password, or an admin (deleted by another admin)' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `More than ${DELETIONS_PER_HOUR} attempts in an hour` })
  async deleteOwnAccount(
    @CurrentUser() user: Principal,
    @CurrentAccount() account: UserDto,
    @Body() confirm: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.account.deleteOwn(user, account, confirm);
    await signOut(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
