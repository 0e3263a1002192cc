import { type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ROLES, type Role } from '@plantry/shared';
import { LANGUAGES, type Language } from '../../../common/i18n/index.js';

@Entity({ tableName: 'users' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['role', 'createdAt'] })
export class User {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  /** The canonical address (common/email-address.ts), compared byte for byte: one account per address. */
  @Property({ type: 'string', length: 255, unique: true, collation: 'utf8mb4_bin' })
  email!: string;

  /** Null for accounts that cannot sign in with a password (demo authors). */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true, lazy: true })
  passwordHash: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName: string | null = null;

  @Enum({ items: [...ROLES], default: 'registered' })
  role: Role & Opt = 'registered';

  @Property({ type: 'string', length: 500, nullable: true })
  profileImageUrl: string | null = null;

  /** What the cook says of themselves on their profile (COOK_LIMITS.bioMaxLength), plain text. */
  @Property({ type: 'string', length: 300, nullable: true })
  bio: string | null = null;

  @Property({ type: 'boolean', default: false })
  emailVerified: boolean & Opt = false;

  /** The language the member reads the site in (set when they register or switch): their emails are written in it. */
  @Enum({ items: [...LANGUAGES], default: 'en' })
  language: Language & Opt = 'en';

  /** Recipes this user authored, kept in step with recipe writes. */
  @Property({ type: 'integer', unsigned: true, default: 0 })
  recipeCount: number & Opt = 0;

  /** Until then the account cannot sign in (a moderator's suspension); null when it may. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  suspendedUntil: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
