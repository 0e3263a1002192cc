import { RECIPE_LIMITS } from '@plantry/shared';

/** What a shopping list holds (docs/decisions/shopping.md). */
export const SHOPPING_LIMITS = {
  /** Items on one member's list. */
  itemsMax: 300,
  /** Servings asked for when adding a recipe (or the multiple, for a recipe without servings). */
  servingsMax: 500,
  /** A line written by the member: as long as an ingredient line may be. */
  textMax: RECIPE_LIMITS.listItemMax,
  /** Recipes named on one item: the most recent ones. */
  recipesPerItem: 5,
  /** The largest amount kept: an amount beyond it is not believed ('some'), a sum beyond it stops there. */
  quantityMax: 1_000_000,
  /** Stored lengths: the name as written, its key, the unit's id, a recipe's title. */
  nameMax: 1000,
  keyMax: 255,
  unitMax: 32,
  titleMax: RECIPE_LIMITS.titleMax,
} as const;

export const LIST_FULL = `Your shopping list is full (${SHOPPING_LIMITS.itemsMax} items at most): remove checked items first`;
export const NOTHING_TO_BUY = "Write what to buy, for example '2 onions'";
export const ITEM_NOT_FOUND = 'Shopping list item not found';
