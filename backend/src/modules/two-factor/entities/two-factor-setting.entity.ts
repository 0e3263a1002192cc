import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/**
 * A member's authenticator (TOTP): the secret in use once confirmed, and a new one waiting for its
 * first code during setup. Both are sealed with the two-factor key (SecretBox), never stored plain.
 */
@Entity({ tableName: 'two_factor_settings' })
export class TwoFactorSetting {
  @OneToOne({ entity: () => User, primary: true, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The sealed secret sign-in asks codes of; null until a setup is confirmed. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  secret: string | null = null;

  /** The sealed secret of a setup not yet confirmed by a code. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  pendingSecret: string | null = null;

  /** When two-factor sign-in was switched on (with `secret`); null while it is off. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  enabledAt: Date | null = null;

  /** The TOTP time step of the last code accepted: that code and older ones are refused (no replay). */
  @Property({ type: 'integer', unsigned: true, nullable: true })
  lastUsedStep: number | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
