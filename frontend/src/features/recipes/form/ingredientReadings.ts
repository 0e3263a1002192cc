import type { IngredientCorrectionDto, IngredientLineDto } from '../../../api';

/**
 * Fresh readings of the form's lines, keeping the author's own readings (corrected, or stored as
 * corrected) of lines whose text is unchanged, each used once.
 */
export function mergeReadings(fresh: readonly IngredientLineDto[], own: readonly IngredientLineDto[]): IngredientLineDto[] {
  const kept = own.filter((line) => line.corrected);
  return fresh.map((line) => {
    const at = kept.findIndex((mine) => mine.text === line.text);
    return at < 0 ? line : kept.splice(at, 1)[0];
  });
}

/** Whether the readings are of exactly these lines (else the author changed the text since). */
export const readingsFit = (readings: readonly IngredientLineDto[], lines: readonly string[]) =>
  readings.length === lines.length && readings.every((line, i) => line.text === lines[i]);

/** What the form sends: every reading of a line still written (the server keeps those that differ from its own). */
export function correctionsOf(
  readings: readonly IngredientLineDto[] | undefined,
  lines: readonly string[],
): IngredientCorrectionDto[] | undefined {
  if (!readings || !readings.some((line) => line.corrected)) return undefined;
  const left = [...lines];
  return readings.flatMap(({ text, isGroup, quantity, quantity2, unit, name, note }) => {
    const at = left.indexOf(text);
    if (at < 0) return [];
    left.splice(at, 1);
    return [{ text, isGroup, quantity, quantity2, unit: unit as IngredientCorrectionDto['unit'], name, note }];
  });
}
