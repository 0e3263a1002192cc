import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/mariadb';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailOutbox } from '../../infrastructure/mail/mail-outbox.js';
import { passwordResetEmail, verificationEmail } from '../../infrastructure/mail/templates.js';
import { isSuspended, suspendedMessage, UsersService, type UserDto } from '../users/index.js';
import { AccountTokensService } from './account-tokens.service.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { Language } from '../../common/i18n/index.js';

export const MESSAGES = {
  wrongCaptcha: 'Incorrect answer to the security question. Please try again.',
  emailTaken: 'Email already registered',
  registered: 'Registration successful! Please check your email to activate your account.',
  verified: 'Your email has been verified and your account is now active.',
  badVerificationLink: 'The verification link is invalid or has expired.',
  signInExpired: 'Please log in with your email and password.',
  verificationSent: 'On its way! Please check your email for the verification link in a moment.',
  resetSent: 'Please check your email for the password reset link.',
  badResetLink: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been updated. You can now log in with your new password.',
  wrongCredentials: 'Invalid email or password',
  unverified: 'Please verify your email address before signing in. Check your inbox for the activation link.',
  secondStepExpired: 'Your sign-in has expired. Please enter your email and password again.',
};

/** The rules of accounts: registration, verification, sign-in and password reset. */
@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly tokens: AccountTokensService,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  /** A new, unverified 'registered' account and its activation email, in one transaction. */
  async register(dto: RegisterDto, captchaSolved: boolean, language: Language): Promise<void> {
    if (!captchaSolved) throw new BadRequestException(MESSAGES.wrongCaptcha);
    if (await this.users.accountByEmail(dto.email)) throw new ConflictException(MESSAGES.emailTaken);
    try {
      await this.em.fork().transactional(async (tx) => {
        const id = await this.users.createAccount(tx, { ...dto, language });
        const token = this.tokens.issue(tx, 'verification', id);
        this.mail.add(tx, { to: dto.email, ...verificationEmail(this.link('/verify-email', token), language) });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(MESSAGES.emailTaken);
      throw error;
    }
    this.mail.relaySoon();
  }

  /**
   * Activates the account of a valid, unused verification token and ends every other link of the
   * account. `activated` is false when the account was already verified (by an admin): such a
   * link signs nobody in.
   */
  async verifyEmail(token: string): Promise<{ email: string; userId: number; activated: boolean }> {
    const userId = await this.tokens.consume('verification', token);
    const account = userId ? await this.users.signedIn(userId) : null;
    if (!account) throw new BadRequestException(MESSAGES.badVerificationLink);
    const activated = await this.em.fork().transactional(async (tx) => {
      await this.tokens.endAll(account.id, tx);
      return this.users.markVerified(tx, account.id);
    });
    await this.users.accountChanged(account.id);
    return { email: account.email, userId: account.id, activated };
  }

  /** The verified account behind a sign-in offered after its activation, or null. */
  async verifiedAccount(userId: number): Promise<UserDto | null> {
    const account = await this.users.signedIn(userId);
    return account?.emailVerified ? account : null;
  }

  /** A new activation link for an unverified account; nothing for any other email. */
  async resendVerification(email: string): Promise<void> {
    const account = await this.users.accountByEmail(email);
    if (!account || account.emailVerified) return;
    await this.emailLink(account.id, 'verification', (token) => ({
      to: account.email,
      ...verificationEmail(this.link('/verify-email', token), account.language),
    }));
  }

  /** A reset link for an account with a password; nothing for any other email. */
  async forgotPassword(email: string): Promise<void> {
    const account = await this.users.accountByEmail(email);
    if (!account?.hasPassword) return;
    // A name goes only to an address its owner has proved.
    const name = account.emailVerified ? account.firstName : null;
    await this.emailLink(account.id, 'reset', (token) => ({
      to: account.email,
      ...passwordResetEmail(name, this.link('/reset-password', token), account.language),
    }));
  }

  /** A new token of this kind and the email that carries it, written together. */
  private async emailLink(
    userId: number,
    kind: 'verification' | 'reset',
    email: (token: string) => Parameters<MailOutbox['add']>[1],
  ): Promise<void> {
    const em = this.em.fork();
    this.mail.add(em, email(this.tokens.issue(em, kind, userId)));
    await em.flush();
    this.mail.relaySoon();
  }

  /**
   * Sets the new password of a valid, unused reset token and ends every other link of the
   * account (older reset links, and activation links); returns the user's id.
   */
  async resetPassword(token: string, password: string): Promise<number> {
    const userId = await this.tokens.consume('reset', token);
    if (!userId || !(await this.users.signedIn(userId))) throw new BadRequestException(MESSAGES.badResetLink);
    await this.em.fork().transactional(async (tx) => {
      await this.tokens.endAll(userId, tx);
      await this.users.setPassword(tx, userId, password);
    });
    await this.users.accountChanged(userId);
    return userId;
  }

  /** The account with these credentials: 401 when wrong, 403 while the email is unverified or the account suspended. */
  async login(email: string, password: string): Promise<UserDto> {
    const account = await this.users.authenticate(email, password);
    if (!account) throw new UnauthorizedException(MESSAGES.wrongCredentials);
    return this.admitted(account);
  }

  /** The account a sign-in's second step completes, checked again as sign-in checks it (it may have changed meanwhile). */
  async secondStepAccount(userId: number): Promise<UserDto> {
    return this.accountToSignIn(userId, MESSAGES.secondStepExpired);
  }

  /** The account a verified passkey belongs to, admitted as a password sign-in admits it (verified, not suspended). */
  async passkeyAccount(userId: number): Promise<UserDto> {
    return this.accountToSignIn(userId, MESSAGES.wrongCredentials);
  }

  /** The account a provider's sign-in names, admitted as a password sign-in admits it. */
  async providerAccount(userId: number): Promise<UserDto> {
    return this.accountToSignIn(userId, MESSAGES.wrongCredentials);
  }

  private async accountToSignIn(userId: number, goneMessage: string): Promise<UserDto> {
    const account = await this.users.signedIn(userId);
    if (!account) throw new UnauthorizedException(goneMessage);
    return this.admitted(account);
  }

  private admitted(account: UserDto): UserDto {
    if (!account.emailVerified) throw new ForbiddenException(MESSAGES.unverified);
    if (isSuspended(account) && account.suspendedUntil) throw new ForbiddenException(suspendedMessage(account.suspendedUntil));
    return account;
  }
}
