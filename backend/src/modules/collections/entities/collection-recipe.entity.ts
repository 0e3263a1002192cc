import { PrimaryKeyProp, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Recipe } from '../../recipes/entities/recipe.entity.js';
import { Collection } from './collection.entity.js';

/** A recipe in a collection: one row a pair; the second index pages a collection newest added first. */
@Entity({ tableName: 'collection_recipes' })
@Index({ properties: ['collection', 'addedAt'] })
export class CollectionRecipe {
  [PrimaryKeyProp]?: ['collection', 'recipe'];

  @ManyToOne({ entity: () => Collection, ref: true, primary: true, deleteRule: 'cascade' })
  collection!: Ref<Collection>;

  @ManyToOne({ entity: () => Recipe, ref: true, primary: true, deleteRule: 'cascade' })
  recipe!: Ref<Recipe>;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  addedAt: Date & Opt = new Date();
}
