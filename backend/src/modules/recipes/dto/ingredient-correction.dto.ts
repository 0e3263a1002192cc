import { RECIPE_LIMITS } from '@plantry/shared';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { UNIT_NAMES } from '../ingredient-units.js';

/** The largest amount a line may say: more than any kitchen holds, less than nonsense. */
export const QUANTITY_MAX = 100_000;

/**
 * An author's reading of one of their ingredient lines, sent with the recipe to correct how it is
 * read: matched to the recipe's lines by `text`. Only readings that differ from the reader's are
 * kept as corrections (answers mark them `corrected`).
 */
export class IngredientCorrectionDto {
  /** The ingredient line this reading is for, as written in `ingredients`. */
  text!: string;
  isGroup!: boolean;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: QUANTITY_MAX })
  quantity!: number | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: QUANTITY_MAX })
  quantity2!: number | null;
  /** One of the unit names the answers use ('cup', 'tablespoon', 'gram', 'can'...), or null. */
  @ApiProperty({ type: String, nullable: true, enum: UNIT_NAMES })
  unit!: string | null;
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  note!: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;
const amount = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= QUANTITY_MAX);
const MAX = RECIPE_LIMITS.listItemMax;

/** What is wrong with one correction, in words, or undefined when nothing is. */
function problemOf(line: unknown): string | undefined {
  if (!isRecord(line)) return 'Each ingredient correction must be an object with text, isGroup, quantity, quantity2, unit, name and note';
  if (!text(line.text, MAX)) return 'Each ingredient correction needs the text of its line';
  if (typeof line.isGroup !== 'boolean') return "An ingredient correction's isGroup must be true or false";
  if (!amount(line.quantity) || !amount(line.quantity2))
    return `An ingredient's amounts must be numbers from 0 to ${QUANTITY_MAX}, or empty`;
  if (line.unit !== null && !UNIT_NAMES.includes(line.unit as string))
    return "An ingredient's unit must be one of the units offered, or none";
  if (!text(line.name, MAX)) return `An ingredient's name must be text of at most ${MAX} characters`;
  if (line.note !== null && !text(line.note, MAX)) return `An ingredient's note must be text of at most ${MAX} characters, or empty`;
  return undefined;
}

/** A list of at most listItemsMax corrections, each whole and sensible, with one clear message for the first problem. */
export const CorrectionList = () =>
  ValidateBy({
    name: 'correctionList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) && value.length <= RECIPE_LIMITS.listItemsMax && value.every((line) => problemOf(line) === undefined),
      defaultMessage: ({ value }: ValidationArguments) => {
        if (!Array.isArray(value)) return 'Ingredient corrections must be a list';
        if (value.length > RECIPE_LIMITS.listItemsMax) return `At most ${RECIPE_LIMITS.listItemsMax} ingredient corrections`;
        return value.map(problemOf).find(Boolean) ?? 'Ingredient corrections must be a list';
      },
    },
  });
