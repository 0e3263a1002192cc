import { PrimaryKeyProp, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Recipe } from '../../recipes/entities/recipe.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A member saying a swap (@plantry/shared's SWAP_KEYS) worked for them in a recipe: one a member, swap and recipe. */
@Entity({ tableName: 'swap_votes' })
export class SwapVote {
  [PrimaryKeyProp]?: ['recipe', 'swapKey', 'user'];

  @ManyToOne({ entity: () => Recipe, ref: true, primary: true, deleteRule: 'cascade' })
  recipe!: Ref<Recipe>;

  @PrimaryKey({ type: 'string', length: 80 })
  swapKey!: string;

  @ManyToOne({ entity: () => User, ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
