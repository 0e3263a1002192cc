import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Recipe } from '../../recipes/entities/recipe.entity.js';
import { User } from '../../users/entities/user.entity.js';

@Entity({ tableName: 'reviews' })
@Unique({ properties: ['recipe', 'user'] })
@Index({ properties: ['recipe', 'createdAt'] })
@Index({ properties: ['user', 'createdAt'] })
// The recent reviews that make recipes trend (TrendingScores).
@Index({ properties: ['createdAt'] })
// The 'most helpful' order of a recipe's reviews, read in index order.
@Index({ properties: ['recipe', 'helpfulCount', 'createdAt'] })
export class Review {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => Recipe, ref: true, deleteRule: 'cascade' })
  recipe!: Ref<Recipe>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** 1 to 5 stars. */
  @Property({ type: 'tinyint', unsigned: true })
  rating!: number;

  @Property({ type: 'text', nullable: true })
  comment: string | null = null;

  /** Members who marked it helpful (review_helpful), moved in the same transaction as their marks. */
  @Property({ type: 'integer', unsigned: true, default: 0 })
  helpfulCount: number & Opt = 0;

  /** Set while a moderator (or trusted members' reports) hide it: out of every list and of the rating. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  hiddenAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
