import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/mariadb';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailOutbox } from '../../infrastructure/mail/mail-outbox.js';
import { passwordResetEmail, verificationEmail } from '../../infrastructure/mail/templates.js';
import { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import type { RegisterDto } from './dto/register.dto.js';

export const MESSAGES = {
  wrongCaptcha: 'Incorrect answer to the security question. Please try again.',
  emailTaken: 'Email already registered',
  registered: 'Registration successful! Please check your email to activate your account.',
  verified: 'Your email has been verified and your account is now active.',
  badVerificationLink: 'The verification link is invalid or has expired.',
  signInExpired: 'Please log in with your email and password.',
  verificationSent: 'Please check your email for the verification link.',
  resetSent: 'Please check your email for the password reset link.',
  badResetLink: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been updated. You can now log in with your new password.',
  wrongCredentials: 'Invalid email or password',
  unverified: 'Please verify your email address before signing in. Check your inbox for the activation link.',
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

  /** A new, unverified 'registered' account and its activation email. */
  async register(dto: RegisterDto, captchaSolved: boolean): Promise<void> {
    if (!captchaSolved) throw new BadRequestException(MESSAGES.wrongCaptcha);
    if (await this.users.findByEmail(dto.email)) throw new ConflictException(MESSAGES.emailTaken);
    const passwordHash = await this.users.hashPassword(dto.password);
    const user = this.em.create(User, { email: dto.email, passwordHash, firstName: dto.firstName, lastName: dto.lastName });
    const token = this.tokens.issue('verification', user);
    this.mail.add(this.em, { to: user.email, ...verificationEmail(this.link('/verify-email', token)) });
    try {
      await this.em.flush();
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
  async verifyEmail(token: string): Promise<{ user: User; activated: boolean }> {
    const userId = await this.tokens.consume('verification', token);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new BadRequestException(MESSAGES.badVerificationLink);
    const activated = !user.emailVerified;
    user.emailVerified = true;
    await this.endLinksAndSave(user);
    return { user, activated };
  }

  /** The verified account behind a sign-in offered after its activation, or null. */
  async verifiedAccount(userId: number): Promise<User | null> {
    const user = await this.users.findById(userId);
    return user?.emailVerified ? user : null;
  }

  /** A new activation link for an unverified account; nothing for any other email. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.emailVerified) return;
    const token = this.tokens.issue('verification', user);
    this.mail.add(this.em, { to: user.email, ...verificationEmail(this.link('/verify-email', token)) });
    await this.em.flush();
    this.mail.relaySoon();
  }

  /** A reset link for an account with a password; nothing for any other email. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.passwordHash) return;
    const token = this.tokens.issue('reset', user);
    this.mail.add(this.em, { to: user.email, ...passwordResetEmail(user.emailVerified ? user.firstName : null, this.link('/reset-password', token)) });
    await this.em.flush();
    this.mail.relaySoon();
  }

  /**
   * Sets the new password of a valid, unused reset token and ends every other link of the
   * account (older reset links, and activation links); returns the user's id.
   */
  async resetPassword(token: string, password: string): Promise<number> {
    const userId = await this.tokens.consume('reset', token);
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new BadRequestException(MESSAGES.badResetLink);
    user.passwordHash = await this.users.hashPassword(password);
    // Following the emailed link proves the address too.
    user.emailVerified = true;
    await this.endLinksAndSave(user);
    return user.id;
  }

  /** Saves the account's change together with the end of all its emailed links, in one transaction. */
  private async endLinksAndSave(user: User): Promise<void> {
    await this.em.transactional(async (tx) => {
      await this.tokens.endAll(user.id, tx);
      await tx.flush();
    });
  }

  /** The user with these credentials: 401 when wrong, 403 while the email is unverified. */
  async login(email: string, password: string): Promise<User> {
    const user = await this.users.findByEmail(email);
    if (!(await this.users.passwordMatches(user, password)) || !user) throw new UnauthorizedException(MESSAGES.wrongCredentials);
    if (!user.emailVerified) throw new ForbiddenException(MESSAGES.unverified);
    return user;
  }
}
