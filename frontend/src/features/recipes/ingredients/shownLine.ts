import type { IngredientLineDto } from '../../../api';
import { formatAmount, shownValue } from './amounts';
import { converted, measuredName, styleOf, type Measured, type UnitSystem } from './measures';

/** Grams and millilitres from 1000 on read as kilograms and litres, in every system. */
const LARGER: Record<string, string> = { gram: 'kilogram', milliliter: 'liter' };

function measured(amount: number, unit: string | null, name: string, system: UnitSystem): Measured | undefined {
  const target = converted(amount, unit, name, system);
  const shown = target?.unit ?? unit;
  if (shown === null || !(shown in LARGER) || amount * (target?.factor ?? 1) < 1000) return target;
  return { factor: (target?.factor ?? 1) / 1000, unit: LARGER[shown] };
}

/**
 * An ingredient line as the recipe page shows it, at `factor` times the author's amounts and in
 * a unit system. A line read as it was written (1×, units as written), a line without an amount
 * ('salt to taste') and a heading keep the author's text, word for word; the others are written
 * again from their reading: '3 cups rolled oats, divided', '2–3 cloves garlic, minced', '2
 * onions' (a thing counted takes the number of the amount shown).
 */
export function shownLine(line: IngredientLineDto, factor: number, system: UnitSystem): string {
  const { quantity, quantity2, unit, name, note } = line;
  if (line.isGroup || quantity === null || quantity <= 0) return line.text;
  const target = measured(quantity * factor, unit, name, system);
  if (factor === 1 && target === undefined) return line.text;
  const shownUnit = target?.unit ?? unit;
  const style = styleOf(shownUnit);
  const times = factor * (target?.factor ?? 1);
  const low = quantity * times;
  const high = quantity2 !== null && quantity2 > quantity ? quantity2 * times : null;
  const amount = high === null ? formatAmount(low, style) : `${formatAmount(low, style)}–${formatAmount(high, style)}`;
  const what = measuredName(shownUnit, name, shownValue(high ?? low, style));
  return note ? `${amount} ${what}, ${note}` : `${amount} ${what}`;
}
