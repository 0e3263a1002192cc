import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/**
 * A member's passkey (a WebAuthn credential): its id and public key as the authenticator gave them
 * at registration, its signature counter, and the name the member gave it. Nothing secret is kept:
 * the private key never leaves the authenticator.
 */
@Entity({ tableName: 'passkeys' })
@Index({ properties: ['user'] })
export class Passkey {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The credential id in base64url, as the browser sends it (case matters: a binary collation). */
  @Unique()
  @Property({ type: 'string', length: 1400, collation: 'ascii_bin' })
  credentialId!: string;

  /** The COSE public key, which checks the authenticator's signatures. */
  @Property({ type: 'blob', hidden: true })
  publicKey!: Buffer;

  /** The authenticator's signature counter at its last use (0 for those that keep none). */
  @Property({ type: 'integer', unsigned: true })
  counter: number & Opt = 0;

  /** How the browser may reach the authenticator ('internal', 'hybrid', 'usb'...), comma-separated. */
  @Property({ type: 'string', length: 255 })
  transports: string & Opt = '';

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', length: 3, nullable: true })
  lastUsedAt: Date | null = null;
}
