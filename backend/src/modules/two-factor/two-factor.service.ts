import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import QRCode from 'qrcode';
import { derivedKey } from '../../common/crypto/derived-keys.js';
import { SecretBox } from '../../common/crypto/secret-box.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UsersService, type UserDto } from '../users/index.js';
import type { ConfirmIdentityDto } from './dto/two-factor-code.dto.js';
import type { RecoveryCodesDto, TwoFactorSetupDto, TwoFactorStatusDto } from './dto/two-factor-status.dto.js';
import { RecoveryCode } from './entities/recovery-code.entity.js';
import { TwoFactorSetting } from './entities/two-factor-setting.entity.js';
import { TWO_FACTOR_MESSAGES as M } from './messages.js';
import { newRecoveryCode, normalRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes.js';
import { newTotpSecret, totpStep, totpUri } from './totp.js';

/** The second step of a sign-in: a code from the app, or one of the recovery codes. */
export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

type CodeCheck = 'right' | 'wrong' | 'used';

/** The sealed secrets are bound to their member (SecretBox's context). */
const sealContext = (userId: number) => `two-factor:${userId}`;

/**
 * Two-factor sign-in with an authenticator app (TOTP, otplib) and single-use recovery codes. Secrets
 * are sealed with a key derived from SESSION_SECRET (AES-256-GCM), recovery codes kept as keyed
 * hashes; a code's time step is used once (replay), claimed in one conditional update.
 */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;
  private readonly recoveryKey: Buffer;

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(derivedKey(config.sessionSecret, 'plantry two-factor secrets v1'));
    this.recoveryKey = derivedKey(config.sessionSecret, 'plantry two-factor recovery codes v1');
  }

  /** Whether signing in to this account asks for a second step. */
  async isOn(userId: number): Promise<boolean> {
    return (await this.setting(userId))?.enabledAt != null;
  }

  async status(account: Pick<UserDto, 'id' | 'role'>): Promise<TwoFactorStatusDto> {
    const enabled = await this.isOn(account.id);
    const recoveryCodesLeft = enabled ? await this.em.fork().count(RecoveryCode, { user: account.id, usedAt: null }) : 0;
    return { enabled, recoveryCodesLeft, required: enabled && account.role === 'admin' };
  }

  /**
   * A new secret waiting for its first code (POST enable). With two-factor sign-in already on (a new
   * phone), the member first proves it is them; the secret in use stays until the new one is confirmed.
   */
  async startSetup(account: UserDto, proof: ConfirmIdentityDto): Promise<TwoFactorSetupDto> {
    const em = this.em.fork();
    const setting = await em.findOne(TwoFactorSetting, { user: account.id });
    if (setting?.enabledAt) await this.confirmIdentity(account, setting, proof);
    const secret = newTotpSecret();
    const sealed = this.box.seal(secret, sealContext(account.id));
    if (setting) setting.pendingSecret = sealed;
    else em.create(TwoFactorSetting, { user: account.id, pendingSecret: sealed });
    await em.flush();
    const otpauthUri = totpUri(account.email, secret);
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Confirms the setup's secret with a code from it: two-factor sign-in is on, with new recovery codes (the old ones void). */
  async enable(userId: number, code: string): Promise<RecoveryCodesDto> {
    return this.em.fork().transactional(async (tx) => {
      const setting = await tx.findOne(TwoFactorSetting, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!setting?.pendingSecret) throw new ConflictException(M.noSetup);
      const step = await totpStep(this.box.open(setting.pendingSecret, sealContext(userId)), code);
      if (step === null) throw new BadRequestException(M.wrongCode);
      // The step only moves forward: a code of the old secret used in this step stays used.
      Object.assign(setting, {
        secret: setting.pendingSecret,
        pendingSecret: null,
        lastUsedStep: Math.max(step, setting.lastUsedStep ?? 0),
      });
      setting.enabledAt ??= new Date();
      return { recoveryCodes: await this.replaceRecoveryCodes(tx, userId) };
    });
  }

  /** New recovery codes for a member with two-factor sign-in on, who proves it is them; the old ones are void. */
  async newRecoveryCodes(account: UserDto, proof: ConfirmIdentityDto): Promise<RecoveryCodesDto> {
    const setting = await this.enabledSetting(account.id);
    await this.confirmIdentity(account, setting, proof);
    return this.em.fork().transactional(async (tx) => ({ recoveryCodes: await this.replaceRecoveryCodes(tx, account.id) }));
  }

  /** Turns two-factor sign-in off (the secret and recovery codes go), once the member proves it is them; never an admin's. */
  async disable(account: UserDto, proof: ConfirmIdentityDto): Promise<void> {
    const setting = await this.enabledSetting(account.id);
    if (account.role === 'admin') throw new ForbiddenException(M.adminsKeepIt);
    await this.confirmIdentity(account, setting, proof);
    await this.em.fork().transactional(async (tx) => {
      await tx.nativeDelete(RecoveryCode, { user: account.id });
      await tx.nativeDelete(TwoFactorSetting, { user: account.id });
    });
  }

  /** The second step of a sign-in: 401 with what was wrong unless the code (or recovery code) is right and unused. */
  async checkSecondFactor(userId: number, factor: SecondFactor): Promise<void> {
    const setting = await this.enabledSetting(userId);
    if (factor.recoveryCode !== undefined) {
      if (!(await this.useRecoveryCode(userId, factor.recoveryCode))) throw new UnauthorizedException(M.wrongRecoveryCode);
      return;
    }
    const check = await this.checkCode(setting, userId, factor.code ?? '');
    if (check !== 'right') throw new UnauthorizedException(check === 'used' ? M.usedCode : M.wrongCode);
  }

  private setting(userId: number): Promise<TwoFactorSetting | null> {
    return this.em.fork().findOne(TwoFactorSetting, { user: userId });
  }

  private async enabledSetting(userId: number): Promise<TwoFactorSetting> {
    const setting = await this.setting(userId);
    if (!setting?.enabledAt || !setting.secret) throw new ConflictException(M.notOn);
    return setting;
  }

  /** The password or a current (unused) code; 400 without either, 403 when it is wrong. */
  private async confirmIdentity(account: UserDto, setting: TwoFactorSetting, proof: ConfirmIdentityDto): Promise<void> {
    if (proof.code) {
      if ((await this.checkCode(setting, account.id, proof.code)) !== 'right') throw new ForbiddenException(M.wrongIdentity);
    } else if (proof.password) {
      if (!(await this.users.authenticate(account.email, proof.password))) throw new ForbiddenException(M.wrongIdentity);
    } else {
      throw new BadRequestException(M.confirmIdentity);
    }
  }

  /**
   * Whether the code is right for the secret in use and its time step is newer than the last one
   * used; a right code claims its step in one conditional update, so two requests with the same
   * code cannot both pass.
   */
  private async checkCode(setting: TwoFactorSetting, userId: number, code: string): Promise<CodeCheck> {
    if (!setting.secret) return 'wrong';
    const step = await totpStep(this.box.open(setting.secret, sealContext(userId)), code);
    if (step === null) return 'wrong';
    const claimed = await this.em
      .fork()
      .nativeUpdate(
        TwoFactorSetting,
        { user: userId, enabledAt: { $ne: null }, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
        { lastUsedStep: step },
      );
    return claimed === 1 ? 'right' : 'used';
  }

  /** Uses a recovery code once (one conditional update: two requests with it cannot both pass). */
  private async useRecoveryCode(userId: number, typed: string): Promise<boolean> {
    const normal = normalRecoveryCode(typed);
    if (!normal) return false;
    const codeHash = recoveryCodeHash(this.recoveryKey, userId, normal);
    return (await this.em.fork().nativeUpdate(RecoveryCode, { user: userId, codeHash, usedAt: null }, { usedAt: new Date() })) === 1;
  }

  /** In the caller's transaction: the member's recovery codes are replaced by new ones, answered in clear (once). */
  private async replaceRecoveryCodes(tx: EntityManager, userId: number): Promise<string[]> {
    await tx.nativeDelete(RecoveryCode, { user: userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes) {
      tx.create(RecoveryCode, { user: userId, codeHash: recoveryCodeHash(this.recoveryKey, userId, normalRecoveryCode(code)!) });
    }
    await tx.flush();
    return codes;
  }
}
