import { formatQuantity } from 'format-quantity';

/** How an amount is written: in kitchen fractions (cups, spoons, onions) or in metric decimals (grams, millilitres). */
export type AmountStyle = 'fraction' | 'metric';

/** The fractions a cook measures with: eighths, quarters, thirds and halves. */
const FRACTIONS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];

/** The nearest amount a cook can measure: an eighth below 2, a half below 10, a whole number from there. */
function measurable(value: number): number {
  if (value >= 10) return Math.round(value);
  if (value >= 2) return Math.round(value * 2) / 2;
  const whole = Math.floor(value);
  const part = value - whole;
  const nearest = FRACTIONS.reduce((best, fraction) => (Math.abs(fraction - part) < Math.abs(best - part) ? fraction : best));
  // Never round a small amount down to nothing: a pinch scaled down is still an eighth.
  return whole + nearest || 1 / 8;
}

/** Grams and millilitres: one decimal below 10, whole below 100, fives below 1000, tens from there. */
function metricRounded(value: number): number {
  if (value < 10) return Math.max(Math.round(value * 10) / 10, 0.1);
  if (value < 100) return Math.round(value);
  if (value < 1000) return Math.round(value / 5) * 5;
  return Math.round(value / 10) * 10;
}

/**
 * An amount as cooks write it: '1 ½', '⅓', '2 ¾' for cups, spoons and things counted (never
 * '0.333333'), '7.5', '450' or '1.25' for metric measures. format-quantity writes the fraction;
 * a space goes between a whole number and its fraction, as in '1 ½ cups'.
 */
export function formatAmount(value: number, style: AmountStyle): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  if (style === 'metric') return String(metricRounded(value));
  const written = formatQuantity(measurable(value), { vulgarFractions: true }) ?? '';
  return written.replace(/(\d)([^\d\s.])/, '$1 $2');
}

/** The number an amount shows, for choosing singular or plural ('1 cup', '1 ½ cups'). */
export function shownValue(value: number, style: AmountStyle): number {
  return style === 'metric' ? metricRounded(value) : measurable(value);
}
