import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/** Fields shared by single-use account tokens; only the SHA-256 of a token is stored. */
@Index({ properties: ['user', 'createdAt'] })
abstract class AccountToken {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'character', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', length: 3 })
  expiresAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}

@Entity({ tableName: 'email_verification_tokens' })
export class EmailVerificationToken extends AccountToken {}

@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken extends AccountToken {}
