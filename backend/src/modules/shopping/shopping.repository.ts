import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { ShoppingItem } from './entities/shopping-item.entity.js';
import type { Wanted } from './shopping-lines.js';
import type { ShoppingItemRecipe } from './entities/shopping-item.entity.js';

/** The shopping_list_items table: one member's rows at a time, never more than the list holds. */
@Injectable()
export class ShoppingRepository {
  constructor(private readonly em: EntityManager) {}

  /** The member's list as shown: what is still to buy first, then by name (the table's collation: case and accents aside). */
  listOf(userId: number): Promise<ShoppingItem[]> {
    return this.em.fork().find(ShoppingItem, { user: userId }, { orderBy: [{ checked: 'asc' }, { name: 'asc' }, { id: 'asc' }] });
  }

  /** Every item of the member, managed by the caller's transaction (whose changes it flushes at the commit). */
  allOf(tx: EntityManager, userId: number): Promise<ShoppingItem[]> {
    return tx.find(ShoppingItem, { user: userId });
  }

  itemOf(tx: EntityManager, userId: number, itemId: number): Promise<ShoppingItem | null> {
    return tx.findOne(ShoppingItem, { id: itemId, user: userId });
  }

  /** A new item in the caller's transaction. */
  add(tx: EntityManager, userId: number, wanted: Wanted, recipes: ShoppingItemRecipe[]): ShoppingItem {
    return tx.create(ShoppingItem, {
      user: userId,
      name: wanted.name,
      itemKey: wanted.key,
      unit: wanted.unit,
      quantity: wanted.quantity,
      recipes,
    });
  }

  /** Removes one of the member's items; answers whether there was one. */
  async remove(tx: EntityManager, userId: number, itemId: number): Promise<boolean> {
    return (await tx.nativeDelete(ShoppingItem, { id: itemId, user: userId })) > 0;
  }

  /** Removes the member's items, or only the checked (or unchecked) ones. */
  async clear(tx: EntityManager, userId: number, checked?: boolean): Promise<void> {
    await tx.nativeDelete(ShoppingItem, checked === undefined ? { user: userId } : { user: userId, checked });
  }
}
