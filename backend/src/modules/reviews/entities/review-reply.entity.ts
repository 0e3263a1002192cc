import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';
import { Review } from './review.entity.js';

/** An answer to a review by the recipe's author or an admin (one level: replies are not answered). */
@Entity({ tableName: 'review_replies' })
@Index({ properties: ['review', 'createdAt'] })
export class ReviewReply {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => Review, ref: true, deleteRule: 'cascade' })
  review!: Ref<Review>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** Plain text, REVIEW_LIMITS.replyMax characters at most. */
  @Property({ type: 'text' })
  body!: string;

  /** Set while a moderator (or trusted members' reports) hide it. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  hiddenAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
