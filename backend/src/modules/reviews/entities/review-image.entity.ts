import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Review } from './review.entity.js';

@Entity({ tableName: 'review_images' })
@Index({ properties: ['review', 'position'] })
export class ReviewImage {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => Review, ref: true, deleteRule: 'cascade' })
  review!: Ref<Review>;

  @Property({ type: 'string', length: 500 })
  url!: string;

  @Property({ type: 'tinyint', unsigned: true, default: 0 })
  position: number & Opt = 0;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
