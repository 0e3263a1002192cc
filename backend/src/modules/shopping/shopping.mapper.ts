import type { ShoppingItemDto, ShoppingListDto } from './dto/shopping.dto.js';
import type { ShoppingItem } from './entities/shopping-item.entity.js';

/** Amounts as a person reads them: the float noise of sums and scaling (0.30000000000000004) left out. */
const readable = (quantity: number | null): number | null => (quantity === null ? null : Math.round(quantity * 1e6) / 1e6);

export function toItemDto(item: ShoppingItem): ShoppingItemDto {
  return {
    id: item.id,
    name: item.name,
    quantity: readable(item.quantity),
    unit: item.unit === '' ? null : item.unit,
    checked: item.checked,
    recipes: item.recipes.map((recipe) => ({ id: recipe.id, title: recipe.title })),
  };
}

export const toListDto = (items: ShoppingItem[]): ShoppingListDto => ({ items: items.map(toItemDto) });
