import type { ShoppingItemDto } from '../../api';
import { formatAmount, shownValue } from '../recipes/ingredients/amounts';
import { measuredName, styleOf } from '../recipes/ingredients/measures';

/** An item as a list shows it: '3 onions' (a thing counted agrees with its number), '1 ½ cups rolled oats', '450 g tofu', 'salt'. */
export function shoppingItemLabel({ quantity, unit, name }: ShoppingItemDto): string {
  if (quantity === null || quantity <= 0) return name;
  const style = styleOf(unit);
  return `${formatAmount(quantity, style)} ${measuredName(unit, name, shownValue(quantity, style))}`;
}
