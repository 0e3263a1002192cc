import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { NotificationKind } from '@plantry/shared';
import { Recipe } from '../../recipes/entities/recipe.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * Something a member is told of in the app (docs/decisions/community.md): its kind, who did it
 * and on which recipe. The words are made when it is read, so a renamed cook or recipe reads as it
 * is now; an actor's account deleted leaves 'A former member'.
 */
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['user', 'readAt'] })
export class Notification {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  /** Who is told. */
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  kind!: NotificationKind;

  /** Who did it: the reviewer, the replier, the follower; none for the Plantry team's decisions. */
  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  actor?: Ref<User> | null;

  @ManyToOne({ entity: () => Recipe, ref: true, nullable: true, deleteRule: 'cascade' })
  recipe?: Ref<Recipe> | null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', length: 3, nullable: true })
  readAt?: Date | null;
}
