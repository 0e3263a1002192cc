import { t } from '@lingui/core/macro';
import { swapsForLine, type FreeFromKey, type LineSwaps, type SwapPart } from '@plantry/shared';
import type { IngredientLineDto } from '../../../api';
import { freeFromNameInSentence } from '../../browse/recipeFilters';
import { formatAmount } from '../ingredients/amounts';
import { measuredName, styleOf } from '../ingredients/measures';

/** A part of a swap in words: '2 tablespoons ground flaxseed', '1½ cups oat milk', 'maple syrup' (one for one). */
export function partText({ what, amount, amount2, unit }: SwapPart): string {
  const style = styleOf(unit);
  const amounts = amount2 !== null ? `${formatAmount(amount, style)}–${formatAmount(amount2, style)}` : formatAmount(amount, style);
  return `${amounts} ${measuredName(unit, what, amount2 ?? amount)}`;
}

/** Why a line gets swaps: 'Not vegan', 'Contains tree nuts and soy'. */
export function whyText(why: LineSwaps['why']): string {
  if (why === 'not vegan') return t`Not vegan`;
  const names = why.map(freeFromNameInSentence);
  const others = names.slice(0, -1).join(', ');
  const last = names.at(-1) ?? '';
  const list = others ? t`${others} and ${last}` : last;
  return t`Contains ${list}`;
}

/** The lines of a recipe with swaps for a reader avoiding `avoiding`, amounts for `factor` times the recipe. */
export function recipeSwaps(
  lines: readonly IngredientLineDto[],
  avoiding: readonly FreeFromKey[],
  factor: number,
): { line: IngredientLineDto; swaps: LineSwaps }[] {
  return lines.flatMap((line) => {
    if (line.isGroup) return [];
    const scaled = {
      ...line,
      quantity: line.quantity === null ? null : line.quantity * factor,
      quantity2: line.quantity2 === null ? null : line.quantity2 * factor,
    };
    const swaps = swapsForLine(scaled, avoiding);
    return swaps && swaps.swaps.length > 0 ? [{ line, swaps }] : [];
  });
}
