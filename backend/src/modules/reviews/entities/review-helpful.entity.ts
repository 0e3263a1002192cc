import { PrimaryKeyProp, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';
import { Review } from './review.entity.js';

/** A member marking a review helpful: one row a member and review (the review's helpfulCount counts them). */
@Entity({ tableName: 'review_helpful' })
export class ReviewHelpful {
  [PrimaryKeyProp]?: ['review', 'user'];

  @ManyToOne({ entity: () => Review, ref: true, primary: true, deleteRule: 'cascade' })
  review!: Ref<Review>;

  @ManyToOne({ entity: () => User, ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
