import { compositionTable, NUTRIENT_KEYS, type Nutrients } from './composition.js';
import { gramsOf } from './grams.js';
import { foodOf, isB12Fortified, isCooked, isStaple } from './match.js';

/** An ingredient line as the app's reader gives it (IngredientLineDto less its text). */
export interface NutritionLine {
  isGroup: boolean;
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  name: string;
  note: string | null;
}

export type NutritionPerServing = Nutrients;

export interface Nutrition {
  /** Ingredient lines that count: not headings, not negligible staples (water, salt, pepper, baking soda, unmeasured seasonings and garnishes). */
  counted: number;
  /** Of those, lines matched to a food and given a gram weight. */
  covered: number;
  /** Per serving; null below COVERAGE_THRESHOLD, with no counted line, or with servings unknown. */
  perServing: NutritionPerServing | null;
  /** The recipe uses an ingredient usually fortified with vitamin B12 (nutritional yeast, plant milks). */
  fortifiedB12: boolean;
}

/** Least share of counted lines covered for a figure: at most one line in five unknown (docs/decisions/nutrition.md). */
export const COVERAGE_THRESHOLD = 0.8;

/** The grams of IFCT food and its code for a line, or null when it is not covered. */
export function coveredLine(line: NutritionLine): { code: string; grams: number } | null {
  const food = foodOf(line.name);
  const grams = food ? gramsOf(line, food, isCooked(line)) : null;
  return food && grams !== null ? { code: food.code, grams } : null;
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** kcal whole; grams and milligrams to one decimal. */
function rounded(total: Nutrients): Nutrients {
  return {
    energyKcal: round(total.energyKcal, 0),
    proteinG: round(total.proteinG, 1),
    fatG: round(total.fatG, 1),
    carbohydrateG: round(total.carbohydrateG, 1),
    fibreG: round(total.fibreG, 1),
    ironMg: round(total.ironMg, 1),
    calciumMg: round(total.calciumMg, 1),
  };
}

/**
 * Nutrition per serving of a recipe's read ingredient lines, from IFCT 2017 per 100 g edible portion
 * and the curated food table (foods.ts). Never invents a figure: a line that is not covered adds
 * nothing, and too few covered lines, or servings unknown, give no figure (docs/decisions/nutrition.md).
 */
export function nutritionOf(lines: readonly NutritionLine[], servings: number | null): Nutrition {
  const table = compositionTable();
  const counting = lines.filter((line) => !line.isGroup && !isStaple(line));
  const total: Nutrients = { energyKcal: 0, proteinG: 0, fatG: 0, carbohydrateG: 0, fibreG: 0, ironMg: 0, calciumMg: 0 };
  let covered = 0;
  for (const line of counting) {
    const found = coveredLine(line);
    const per100 = found ? table.get(found.code) : undefined;
    if (!found || !per100) continue;
    covered += 1;
    for (const key of NUTRIENT_KEYS) total[key] += (per100[key] * found.grams) / 100;
  }
  const enough = counting.length > 0 && covered / counting.length >= COVERAGE_THRESHOLD;
  const perServing =
    enough && servings !== null && Number.isFinite(servings) && servings > 0
      ? rounded(Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, total[key] / servings])) as unknown as Nutrients)
      : null;
  return { counted: counting.length, covered, perServing, fortifiedB12: lines.some((line) => !line.isGroup && isB12Fortified(line)) };
}
