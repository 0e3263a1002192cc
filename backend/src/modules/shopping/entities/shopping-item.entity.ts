import { JsonType, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/entities/user.entity.js';

/** A recipe that an item of the list came from, titled as it was when it was added. */
export interface ShoppingItemRecipe {
  id: number;
  title: string;
}

/**
 * One thing on a member's shopping list. Lines of the same thing in the same unit are one item:
 * `itemKey` is the name normalised (shopping-lines.ts), `unit` parse-ingredient's unit id or ''
 * for a count or no amount ('' rather than null, so that the unique key holds: NULLs never
 * collide in a unique index). Both compare byte for byte, as the code that makes them does.
 */
@Entity({ tableName: 'shopping_list_items' })
@Unique({ properties: ['user', 'itemKey', 'unit'] })
export class ShoppingItem {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** As written in the line that brought it ('onions'). */
  @Property({ type: 'string', length: 1000 })
  name!: string;

  @Property({ type: 'string', length: 255, collation: 'utf8mb4_bin' })
  itemKey!: string;

  @Property({ type: 'string', length: 32, collation: 'utf8mb4_bin', default: '' })
  unit: string & Opt = '';

  /** In `unit`; null for 'some' (a line without an amount). */
  @Property({ type: 'double', nullable: true, runtimeType: 'number' })
  quantity: number | null = null;

  @Property({ type: 'boolean', default: false })
  checked: boolean & Opt = false;

  /** The recipes it came from, most recent last (a handful at most). */
  @Property({ type: JsonType, columnType: 'text' })
  recipes: ShoppingItemRecipe[] & Opt = [];

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
