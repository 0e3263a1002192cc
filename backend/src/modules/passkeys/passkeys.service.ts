import { EntityManager } from '@mikro-orm/mariadb';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import { createHmac } from 'node:crypto';
import { signedInRecently } from '../../common/auth/session-ops.js';
import { derivedKey } from '../../common/crypto/derived-keys.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { UserDto } from '../users/index.js';
import type { PasskeyDto, PasskeyOptionsDto } from './dto/passkey.dto.js';
import { Passkey } from './entities/passkey.entity.js';
import { PASSKEY_MESSAGES as M } from './messages.js';
import { PasskeyChallenges } from './passkey-challenges.js';
import { relyingParty, type RelyingParty } from './relying-party.js';
import { verificationRefusal } from './verification-errors.js';

/** How recent a sign-in must be to add a passkey. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** Enough for every device a member has; a bound so that one account cannot fill the table. */
export const MAX_PASSKEYS = 20;

/** Who a passkey sign-in proved to be, and whether the authenticator verified the person (PIN, fingerprint) too. */
export interface PasskeySignIn {
  userId: number;
  userVerified: boolean;
}

const toDto = (passkey: Passkey): PasskeyDto => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): registration by a signed-in member and sign-in by a
 * visitor with a discoverable credential (no email typed). Each challenge is answered once
 * (PasskeyChallenges); answers must come from PUBLIC_URL's origin for its RP id.
 */
@Injectable()
export class PasskeysService {
  private readonly rp: RelyingParty;
  private readonly handleKey: Buffer;

  constructor(
    private readonly em: EntityManager,
    private readonly challenges: PasskeyChallenges,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rp = relyingParty(config.publicUrl);
    this.handleKey = derivedKey(config.sessionSecret, 'plantry passkey user handles v1');
  }

  /**
   * The WebAuthn user handle of a member: stable (so an authenticator keeps one passkey per member
   * here, replacing rather than adding), opaque (a keyed hash: it tells neither the id nor the email).
   */
  private userHandle(userId: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(createHmac('sha256', this.handleKey).update(String(userId)).digest());
  }

  async list(userId: number): Promise<PasskeyDto[]> {
    const passkeys = await this.em.fork().find(Passkey, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return passkeys.map(toDto);
  }

  /** Options for adding a passkey: a discoverable credential (usernameless sign-in), none of the member's own again. */
  async registrationOptions(req: Request, account: UserDto): Promise<PasskeyOptionsDto> {
    // A stolen session must not be able to add its thief's passkey: only a fresh sign-in adds one.
    if (!signedInRecently(req, RECENT_SIGN_IN_MS)) throw new ForbiddenException(M.signInAgain);
    const own = await this.em.fork().find(Passkey, { user: account.id }, { fields: ['credentialId', 'transports'] });
    if (own.length >= MAX_PASSKEYS) throw new ConflictException(M.tooMany);
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: account.email,
      userID: this.userHandle(account.id),
      userDisplayName: [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email,
      attestationType: 'none',
      excludeCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.challenges.hold(req, 'registration', options.challenge);
    return { options: options as unknown as Record<string, unknown> };
  }

  /** Checks the browser's answer to the registration options and keeps the new passkey under `name`. */
  async register(req: Request, userId: number, name: string, response: RegistrationResponseJSON): Promise<PasskeyDto> {
    const challenge = await this.challenges.take(req, 'registration');
    if (!challenge) throw new BadRequestException(M.challengeGone);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw verificationRefusal(error, 'registration');
    });
    if (!verification.verified) throw new BadRequestException(M.notVerified);
    const { credential } = verification.registrationInfo;
    const em = this.em.fork();
    if (await em.count(Passkey, { credentialId: credential.id })) throw new ConflictException(M.alreadyAdded);
    if ((await em.count(Passkey, { user: userId })) >= MAX_PASSKEYS) throw new ConflictException(M.tooMany);
    const passkey = em.create(Passkey, {
      user: userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
    });
    await em.flush();
    return toDto(passkey);
  }

  async rename(userId: number, id: number, name: string): Promise<PasskeyDto> {
    const em = this.em.fork();
    const passkey = await em.findOne(Passkey, { id, user: userId });
    if (!passkey) throw new NotFoundException(M.notFound);
    passkey.name = name;
    await em.flush();
    return toDto(passkey);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.em.fork().nativeDelete(Passkey, { id, user: userId }))) throw new NotFoundException(M.notFound);
  }

  /** Options for signing in with any passkey of this site: the browser offers the person's discoverable ones. */
  async signInOptions(req: Request): Promise<PasskeyOptionsDto> {
    const options = await generateAuthenticationOptions({ rpID: this.rp.id, userVerification: 'preferred' });
    await this.challenges.hold(req, 'sign-in', options.challenge);
    return { options: options as unknown as Record<string, unknown> };
  }

  /**
   * Checks a sign-in answer: the session's challenge (once), a known passkey, its signature from this
   * site's origin and RP id, the user handle of its member, and a signature counter that moved
   * forward (claimed in one conditional update). Answers whose account it is; signing in is the caller's.
   */
  async verifySignIn(req: Request, response: AuthenticationResponseJSON): Promise<PasskeySignIn> {
    const challenge = await this.challenges.take(req, 'sign-in');
    if (!challenge) throw new UnauthorizedException(M.challengeGone);
    const em = this.em.fork();
    const passkey = typeof response.id === 'string' ? await em.findOne(Passkey, { credentialId: response.id }) : null;
    if (!passkey) throw new UnauthorizedException(M.unknownPasskey);
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter },
      requireUserVerification: false,
    }).catch((error: unknown) => {
      throw verificationRefusal(error, 'sign-in');
    });
    if (!verified) throw new UnauthorizedException(M.notVerified);
    const userId = passkey.user.id;
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== Buffer.from(this.userHandle(userId)).toString('base64url')) {
      throw new UnauthorizedException(M.notVerified);
    }
    const { newCounter } = authenticationInfo;
    // Authenticators that keep no counter send 0 every time; for the others the count must move on.
    const counterWhere = newCounter > 0 ? { counter: { $lt: newCounter } } : {};
    const claimed = await em.nativeUpdate(Passkey, { id: passkey.id, ...counterWhere }, { counter: newCounter, lastUsedAt: new Date() });
    if (!claimed) throw new UnauthorizedException(M.counterRegression);
    return { userId, userVerified: authenticationInfo.userVerified };
  }
}

function transportsOf(passkey: Pick<Passkey, 'transports'>) {
  return passkey.transports
    ? (passkey.transports.split(',') as NonNullable<RegistrationResponseJSON['response']['transports']>)
    : undefined;
}
