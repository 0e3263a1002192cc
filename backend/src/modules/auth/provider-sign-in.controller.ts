import { Controller, ForbiddenException, Get, Logger, NotFoundException, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { awaitSecondStep, saveSession, signIn } from '../../common/auth/session-ops.js';
import { requireSession } from '../../common/auth/session-outage.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { requestLanguage } from '../../common/i18n/index.js';
import { RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { TwoFactorService } from '../two-factor/index.js';
import { AuthService } from './auth.service.js';
import { SECOND_STEP_MS } from './auth.controller.js';
import { SignInProvidersDto } from './dto/sign-in-providers.dto.js';
import { OidcClient, ProviderSignInError } from './oidc-client.js';
import { ProviderAccounts } from './provider-accounts.js';
import { LIMITS } from './rate-limits.js';
import { safeReturnTo } from './return-to.js';

/** How long a sign-in at the provider may take. */
const PROVIDER_STEP_MS = 10 * 60_000;

export const NO_PROVIDER = 'Signing in with a provider is not set up on this site.';

/** Back to the sign-in page, which says what went wrong (by a code, never the provider's words). */
const failed = (res: Response, code: string) => res.redirect(302, `/auth?signInError=${encodeURIComponent(code)}`);

/**
 * Sign in with an OpenID Connect provider (OIDC_ISSUER): the browser goes to the provider and
 * comes back to the callback, which signs in on a fresh session (or waits for the two-factor
 * code, as a password sign-in does). docs/decisions/accounts.md, 'Signing in with a provider'.
 */
@ApiTags('auth')
@Controller('auth')
export class ProviderSignInController {
  private readonly logger = new Logger(ProviderSignInController.name);

  constructor(
    private readonly client: OidcClient,
    private readonly accounts: ProviderAccounts,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** The providers the sign-in page offers. */
  @Get('providers')
  @ApiOkResponse({ type: SignInProvidersDto })
  listSignInProviders(): SignInProvidersDto {
    const settings = this.client.settings;
    return { providers: settings ? [{ id: 'oidc', name: settings.name }] : [] };
  }

  /** Sends the browser to the provider to sign in (a navigation, not a fetch). */
  @Get('oidc/start')
  @UseGuards(RateLimitGuard)
  @RateLimit(...LIMITS.provider)
  @ApiQuery({ name: 'returnTo', required: false, type: String, description: 'A path on this site to return to' })
  @ApiFoundResponse({ description: "To the provider's sign-in page, or back to /auth?signInError=unreachable" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No provider is set up' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async startProviderSignIn(@Req() req: Request, @Res() res: Response, @Query('returnTo') returnTo: unknown): Promise<void> {
    if (!this.client.settings) throw new NotFoundException(NO_PROVIDER);
    requireSession(req);
    let started: Awaited<ReturnType<OidcClient['start']>>;
    try {
      started = await this.client.start();
    } catch (error) {
      if (error instanceof ProviderSignInError) return failed(res, error.message);
      throw error;
    }
    req.session.providerSignIn = { ...started.checks, returnTo: safeReturnTo(returnTo), until: Date.now() + PROVIDER_STEP_MS };
    await saveSession(req);
    res.redirect(302, started.url);
  }

  /**
   * Where the provider sends the browser back. The sign-in it started is used once, whatever
   * happens; what went wrong is told to /auth by a code.
   */
  @Get('oidc/callback')
  @UseGuards(RateLimitGuard)
  @RateLimit(...LIMITS.provider)
  @ApiFoundResponse({
    description: 'Signed in: to where the sign-in started; a code is needed: to /auth?secondStep=1; else to /auth?signInError=…',
  })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No provider is set up' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async finishProviderSignIn(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.client.settings) throw new NotFoundException(NO_PROVIDER);
    requireSession(req);
    const started = req.session.providerSignIn;
    delete req.session.providerSignIn;
    await saveSession(req);
    if (!started || started.until <= Date.now()) return failed(res, 'expired');
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    try {
      const userId = await this.accounts.accountFor(await this.client.finish(query, started), requestLanguage(req));
      const account = await this.auth.providerAccount(userId);
      if (await this.twoFactor.isOn(account.id)) {
        await awaitSecondStep(req, account.id, Date.now() + SECOND_STEP_MS);
        const back = started.returnTo ? `&returnTo=${encodeURIComponent(started.returnTo)}` : '';
        return res.redirect(302, `/auth?secondStep=1${back}`);
      }
      await signIn(req, account.id);
      res.redirect(302, started.returnTo ?? '/');
    } catch (error) {
      if (error instanceof ProviderSignInError) return failed(res, error.message);
      if (error instanceof ForbiddenException) return failed(res, 'refused');
      this.logger.error(`A sign-in with the provider failed: ${error instanceof Error ? error.stack : String(error)}`);
      failed(res, 'failed');
    }
  }
}
