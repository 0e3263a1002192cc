import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Recipe } from '../../recipes/entities/recipe.entity.js';
import { User } from '../../users/entities/user.entity.js';

@Entity({ tableName: 'favorites' })
@Unique({ properties: ['user', 'recipe'] })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['recipe'] })
// The recent saves that make recipes trend (TrendingScores).
@Index({ properties: ['createdAt'] })
export class Favorite {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne({ entity: () => Recipe, ref: true, deleteRule: 'cascade' })
  recipe!: Ref<Recipe>;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
