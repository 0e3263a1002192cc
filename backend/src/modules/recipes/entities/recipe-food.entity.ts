import { PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { Recipe } from './recipe.entity.js';

/**
 * One food that satisfies one counted line of a recipe ("What can I cook?",
 * docs/decisions/pantry.md), term first so that a pantry search reads its foods off the key. Kept
 * by triggers to what recipes.pantry_foods says (Migration20261209000000Pantry): never written here.
 */
@Entity({ tableName: 'recipe_foods' })
export class RecipeFood {
  [PrimaryKeyProp]?: ['term', 'recipe', 'lineNo'];

  @PrimaryKey({ type: 'string', length: 60 })
  term!: string;

  @ManyToOne({ entity: () => Recipe, ref: true, primary: true, deleteRule: 'cascade' })
  recipe!: Ref<Recipe>;

  @PrimaryKey({ type: 'smallint', unsigned: true })
  lineNo!: number;
}
