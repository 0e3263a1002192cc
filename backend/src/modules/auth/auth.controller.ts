import { applyDecorators, Body, Controller, Get, HttpCode, Post, Query, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { RedisSessionStore } from '../../common/auth/redis-session-store.js';
import { awaitSecondStep, saveSession, signIn, signOut } from '../../common/auth/session-ops.js';
import { requireSession } from '../../common/auth/session-outage.js';
import { SESSION_COOKIE } from '../../common/auth/sessions.js';
import { MessageDto } from '../../common/dto/message.dto.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { PasskeyOptionsDto, PasskeySignInDto, PasskeysService } from '../passkeys/index.js';
import { SecondFactorDto, TwoFactorService } from '../two-factor/index.js';
import { CurrentAccount, SignedInGuard, UserDto } from '../users/index.js';
import { AuthService, MESSAGES } from './auth.service.js';
import { CaptchaStore } from './captcha-store.js';
import { CaptchaDto } from './dto/captcha.dto.js';
import { EmailDto } from './dto/email.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { TwoFactorChallengeDto } from './dto/two-factor-challenge.dto.js';
import { VerifyEmailResultDto } from './dto/verify-email-result.dto.js';
import { VerifyEmailDto } from './dto/verify-email.dto.js';
import { LIMITS } from './rate-limits.js';
import { safeReturnTo } from './return-to.js';
import { requestLanguage } from '../../common/i18n/index.js';

/** How long the browser that activated an account may sign in as it without a password. */
const VERIFIED_SIGN_IN_MS = 10 * 60_000;
/** How long a right password waits for its second step (a code) before it must be entered again. */
export const SECOND_STEP_MS = 5 * 60_000;

/** Endpoints that email a link: the same answer for every email, limited per address and account. */
const EmailLinkEndpoint = () =>
  applyDecorators(RateLimit(...LIMITS.emailLink), ApiOkResponse({ type: MessageDto }), ApiTooManyRequestsResponse({ type: ErrorDto }));

@ApiTags('auth')
@Controller()
@UseGuards(RateLimitGuard)
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: RedisSessionStore,
    private readonly captchas: CaptchaStore,
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
  ) {}

  /** A security-check math question for registration; its answer is kept in the session. */
  @Get('captcha')
  @ApiOkResponse({ type: CaptchaDto })
  async getCaptcha(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CaptchaDto> {
    const question = await this.captchas.ask(req);
    res.setHeader('Cache-Control', 'no-store');
    return { question };
  }

  /** Creates an unverified account and emails its activation link. The captcha answer is used once. */
  @Post('register')
  @RateLimit(...LIMITS.register)
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid fields or a wrong captcha answer' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Email already registered' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async register(@Req() req: Request, @Body() dto: RegisterDto): Promise<MessageDto> {
    const expected = await this.captchas.take(req);
    await this.auth.register(dto, expected !== undefined && expected === dto.captcha, requestLanguage(req));
    return { message: MESSAGES.registered };
  }

  /**
   * Activates the account of an emailed link (its token in the body). Nobody is signed in: the
   * browser that activated the account may then sign in as it, deliberately, with
   * POST /api/verify-email/sign-in (a link alone must not sign a victim into someone else's account).
   */
  @Post('verify-email')
  @HttpCode(200)
  @ApiOkResponse({ type: VerifyEmailResultDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid, used or expired link' })
  async verifyEmail(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() { token }: VerifyEmailDto,
  ): Promise<VerifyEmailResultDto> {
    res.setHeader('Cache-Control', 'no-store');
    // The link is used up by the check: not while the session that keeps the offer cannot be saved.
    requireSession(req);
    const { email, userId, activated } = await this.auth.verifyEmail(token);
    if (activated) {
      req.session.verifiedSignIn = { userId, until: Date.now() + VERIFIED_SIGN_IN_MS };
      await saveSession(req);
    }
    return { message: MESSAGES.verified, email, signInReady: activated };
  }

  /**
   * Signs in as the account this browser has just activated (within 10 minutes, once), on a fresh
   * session. An account with two-factor sign-in is sent to the sign-in form (401): a link never
   * stands in for its second step.
   */
  @Post('verify-email/sign-in')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'No account was activated in this browser in the last 10 minutes' })
  async signInAfterVerification(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserDto> {
    res.setHeader('Cache-Control', 'no-store');
    requireSession(req);
    const offer = req.session.verifiedSignIn;
    const account = offer && offer.until > Date.now() ? await this.auth.verifiedAccount(offer.userId) : null;
    if (!account || (await this.twoFactor.isOn(account.id))) throw new UnauthorizedException(MESSAGES.signInExpired);
    await signIn(req, account.id);
    return account;
  }

  /** Emails a new activation link; the same answer whether or not the email has an account. */
  @Post('resend-verification')
  @HttpCode(200)
  @EmailLinkEndpoint()
  async resendVerification(@Body() { email }: EmailDto): Promise<MessageDto> {
    await this.auth.resendVerification(email);
    return { message: MESSAGES.verificationSent };
  }

  /** Emails a password reset link; the same answer whether or not the email has an account. */
  @Post('forgot-password')
  @HttpCode(200)
  @EmailLinkEndpoint()
  async forgotPassword(@Body() { email }: EmailDto): Promise<MessageDto> {
    await this.auth.forgotPassword(email);
    return { message: MESSAGES.resetSent };
  }

  /** Sets a new password with a single-use link, and ends every other session of that user. */
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A short password, or an invalid, used or expired link' })
  async resetPassword(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body() dto: ResetPasswordDto): Promise<MessageDto> {
    res.setHeader('Cache-Control', 'no-store');
    this.sessions.assertReachable();
    const userId = await this.auth.resetPassword(dto.token, dto.password);
    await this.sessions.destroyUserSessions(userId, req.sessionID);
    return { message: MESSAGES.passwordReset };
  }

  /**
   * Signs in on a fresh session. For an account with two-factor sign-in, a right password signs
   * nobody in: the answer is 202 and the fresh session waits 5 minutes for POST /api/login/two-factor.
   */
  @Post('login')
  @HttpCode(200)
  @RateLimit(...LIMITS.login)
  @ApiOkResponse({ type: UserDto, description: 'Signed in' })
  @ApiAcceptedResponse({ type: TwoFactorChallengeDto, description: 'Right password; a code is needed: POST /api/login/two-factor' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Wrong email or password' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The email is not verified yet' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async login(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() dto: LoginDto,
  ): Promise<UserDto | TwoFactorChallengeDto> {
    const account = await this.auth.login(dto.email, dto.password);
    return this.signInOrAskCode(req, res, account, await this.twoFactor.isOn(account.id));
  }

  /** Options for navigator.credentials.get (startAuthentication) with any passkey of this site; answerable once, for 2 minutes. */
  @Post('login/passkey/options')
  @HttpCode(200)
  @RateLimit(...LIMITS.passkeyOptions)
  @ApiOkResponse({ type: PasskeyOptionsDto })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async startPasskeySignIn(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PasskeyOptionsDto> {
    res.setHeader('Cache-Control', 'no-store');
    return this.passkeys.signInOptions(req);
  }

  /**
   * Signs in with a passkey on a fresh session, as the password does (a suspended or unverified
   * account is refused alike). A passkey the authenticator unlocked with a PIN or biometric is two
   * factors: no code is asked. Without that check, an account with two-factor sign-in gets 202 and
   * its code is asked at POST /api/login/two-factor (docs/decisions/accounts.md, 'Passkeys').
   */
  @Post('login/passkey')
  @HttpCode(200)
  @RateLimit(...LIMITS.passkeySignIn)
  @ApiOkResponse({ type: UserDto, description: 'Signed in' })
  @ApiAcceptedResponse({
    type: TwoFactorChallengeDto,
    description: 'The passkey was not unlocked (no user verification); a code is needed',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'An answer made on another origin or for another RP id' })
  @ApiUnauthorizedResponse({
    type: ErrorDto,
    description:
      'No sign-in waiting (never asked, over 2 minutes ago, or already answered), an unknown passkey, a wrong signature or an old counter',
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The email is not verified yet, or the account is suspended' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async signInWithPasskey(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() dto: PasskeySignInDto,
  ): Promise<UserDto | TwoFactorChallengeDto> {
    res.setHeader('Cache-Control', 'no-store');
    const proof = await this.passkeys.verifySignIn(req, dto.response as unknown as AuthenticationResponseJSON);
    const account = await this.auth.passkeyAccount(proof.userId);
    return this.signInOrAskCode(req, res, account, !proof.userVerified && (await this.twoFactor.isOn(account.id)));
  }

  /**
   * The second step of a sign-in (within 5 minutes of the password): a code from the authenticator
   * app, each time step once, or a recovery code, each once. Signs in on a fresh session.
   */
  @Post('login/two-factor')
  @HttpCode(200)
  @RateLimit(...LIMITS.secondStep)
  @ApiOkResponse({ type: UserDto, description: 'Signed in' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Not six digits' })
  @ApiUnauthorizedResponse({
    type: ErrorDto,
    description: 'A wrong or used code, or no sign-in waiting (never started, or over 5 minutes ago)',
  })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'The account was suspended meanwhile' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async completeTwoFactorSignIn(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() factor: SecondFactorDto,
  ): Promise<UserDto> {
    res.setHeader('Cache-Control', 'no-store');
    requireSession(req);
    const pending = req.session.pendingSignIn;
    if (!pending || pending.until <= Date.now()) {
      if (pending) {
        delete req.session.pendingSignIn;
        await saveSession(req);
      }
      throw new UnauthorizedException(MESSAGES.secondStepExpired);
    }
    await this.twoFactor.checkSecondFactor(pending.userId, factor);
    const account = await this.auth.secondStepAccount(pending.userId);
    await signIn(req, account.id);
    return account;
  }

  /** Ends the session (harmless without one). */
  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await signOut(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** The server-side sign-in entry: redirects to the sign-in page, keeping a same-site returnTo. */
  @Get('login')
  @ApiQuery({ name: 'returnTo', required: false, type: String, description: 'A path on this site to return to' })
  @ApiFoundResponse({ description: 'Redirect to /auth' })
  loginEntry(@Query('returnTo') returnTo: unknown, @Res() res: Response): void {
    const back = safeReturnTo(returnTo);
    res.redirect(302, back ? `/auth?returnTo=${encodeURIComponent(back)}` : '/auth');
  }

  /** The signed-in user, or 401 for a visitor. */
  @Get('auth/user')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: UserDto, description: 'The signed-in user' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  getCurrentUser(@CurrentAccount() account: UserDto, @Res({ passthrough: true }) res: Response): UserDto {
    res.setHeader('Cache-Control', 'no-store');
    return account;
  }

  /** Signs in on a fresh session, or, when a code is still needed, a fresh session that waits 5 minutes for it (202). */
  private async signInOrAskCode(
    req: Request,
    res: Response,
    account: UserDto,
    codeNeeded: boolean,
  ): Promise<UserDto | TwoFactorChallengeDto> {
    if (codeNeeded) {
      const until = Date.now() + SECOND_STEP_MS;
      await awaitSecondStep(req, account.id, until);
      res.status(202);
      return { twoFactorRequired: true, expiresAt: new Date(until) };
    }
    await signIn(req, account.id);
    return account;
  }
}
