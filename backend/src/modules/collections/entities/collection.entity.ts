import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/**
 * A member's named collection of recipes (docs/decisions/community.md). Private ones are seen by
 * their owner only; public ones by everyone, at /collection/{id}.
 */
@Entity({ tableName: 'collections' })
@Index({ properties: ['owner', 'updatedAt'] })
export class Collection {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  owner!: Ref<User>;

  /** Plain text, COLLECTION_LIMITS.nameMaxLength characters at most. */
  @Property({ type: 'string', length: 80 })
  name!: string;

  /** Plain text, COLLECTION_LIMITS.descriptionMaxLength characters at most. */
  @Property({ type: 'string', length: 300, nullable: true })
  description?: string | null;

  @Property({ type: 'boolean', default: false })
  isPublic: boolean & Opt = false;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  /** Moves with the name, the description, the visibility and every recipe added or removed. */
  @Property({ type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
