/** Nutrients per serving, from IFCT 2017 (docs/decisions/nutrition.md). */
export class NutrientsDto {
  energyKcal!: number;
  proteinG!: number;
  fatG!: number;
  carbohydrateG!: number;
  fibreG!: number;
  ironMg!: number;
  calciumMg!: number;
}

/** What a recipe's lines give of nutrition per serving, and how much of the recipe that covers. */
export class NutritionDto {
  /** Ingredient lines that count (headings, water, salt, pepper and small seasonings do not). */
  counted!: number;
  /** Of those, the lines matched to a food of the table with a weight: "based on 9 of 11 ingredients". */
  covered!: number;
  /** Per serving; null when under 80% of the counted lines are covered or servings are unknown: never a guess. */
  perServing!: NutrientsDto | null;
  /** The recipe uses an ingredient usually fortified with vitamin B12 (nutritional yeast, plant milks). */
  fortifiedB12!: boolean;
}
