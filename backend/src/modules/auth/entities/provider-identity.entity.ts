import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/**
 * A member's account at a sign-in provider (OpenID Connect): the provider's issuer and its
 * stable subject id for them. Once linked, signing in there signs in here whatever email the
 * provider says later.
 */
@Entity({ tableName: 'provider_identities' })
@Unique({ properties: ['issuer', 'subject'] })
export class ProviderIdentity {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 255 })
  issuer!: string;

  @Property({ type: 'string', length: 255 })
  subject!: string;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
