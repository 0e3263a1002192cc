import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/** One single-use recovery code of a member, kept as its keyed hash (recovery-codes.ts). */
@Entity({ tableName: 'two_factor_recovery_codes' })
@Unique({ properties: ['user', 'codeHash'] })
export class RecoveryCode {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'character', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', length: 3, nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
