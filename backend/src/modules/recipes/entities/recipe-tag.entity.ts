import { PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { Recipe } from './recipe.entity.js';

/** One tag of one recipe, indexed by tag so that tag filters never scan recipes. */
@Entity({ tableName: 'recipe_tags' })
@Index({ properties: ['tag', 'recipe'] })
export class RecipeTag {
  [PrimaryKeyProp]?: ['recipe', 'tag'];

  @ManyToOne({ entity: () => Recipe, ref: true, primary: true, deleteRule: 'cascade' })
  recipe!: Ref<Recipe>;

  @PrimaryKey({ type: 'string', length: 60 })
  tag!: string;
}
