import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { QueryBoolean, Trim } from '../../../common/dto/normalise.js';
import { NOTHING_TO_BUY, SHOPPING_LIMITS } from '../shopping-limits.js';

/** A number above 0 with at most 2 decimals, at most servingsMax. */
const isServings = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  value <= SHOPPING_LIMITS.servingsMax &&
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** Adding a recipe to the list. */
export class AddRecipeToShoppingListDto {
  /**
   * How many servings to shop for: every amount is scaled by `servings` ÷ the recipe's servings.
   * For a recipe that gives no servings, a multiple of its amounts (2 for twice, 0.5 for half).
   * Left out: the amounts as written.
   */
  @ApiPropertyOptional({ type: Number, minimum: 0, exclusiveMinimum: true, maximum: SHOPPING_LIMITS.servingsMax, example: 4 })
  @IsOptional()
  @ValidateBy({
    name: 'servings',
    validator: {
      validate: isServings,
      defaultMessage: ({ value }: ValidationArguments) =>
        typeof value === 'number' && value > SHOPPING_LIMITS.servingsMax
          ? `Servings must be at most ${SHOPPING_LIMITS.servingsMax}`
          : 'Servings must be a number above 0, with at most 2 decimals',
    },
  })
  servings?: number;
}

/** One line written by the member ('2 onions', 'oat milk'), read as an ingredient line is read. */
export class AddShoppingItemDto {
  /** Trimmed; at most 1000 characters. */
  @ApiProperty({ type: String, maxLength: SHOPPING_LIMITS.textMax, example: '2 onions' })
  @Trim()
  @ValidateBy({
    name: 'shoppingLine',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value !== '' && value.length <= SHOPPING_LIMITS.textMax,
      defaultMessage: ({ value }: ValidationArguments) =>
        typeof value === 'string' && value !== '' ? `An item must be at most ${SHOPPING_LIMITS.textMax} characters` : NOTHING_TO_BUY,
    },
  })
  text!: string;
}

/** Checking an item off, or back on. */
export class UpdateShoppingItemDto {
  @IsBoolean({ message: 'checked must be true or false' })
  checked!: boolean;
}

/** Which items to clear. */
export class ClearShoppingListQueryDto {
  /** true: only the checked items; false: only the unchecked ones; left out: every item. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'checked must be true or false' })
  checked?: boolean;
}

/** A recipe an item came from, titled as it was when it was added. */
export class ShoppingItemRecipeDto {
  id!: number;
  title!: string;
}

/** One thing to buy. */
export class ShoppingItemDto {
  id!: number;
  /** What to buy, as written in a line that brought it; with a count, the spelling that agrees with it ('3 onions'). */
  name!: string;
  /**
   * How much, in `unit`: the amounts of every line merged into it added up, scaled to the servings
   * asked for; null for 'some' (a line without an amount, such as 'salt to taste').
   */
  quantity!: number | null;
  /** The unit, one name for all its spellings ('cup', 'tablespoon', 'gram'); null for a count ('3 onions') or no amount. */
  unit!: string | null;
  checked!: boolean;
  /** The recipes it came from, most recent last (at most 5); empty for a line the member wrote. */
  recipes!: ShoppingItemRecipeDto[];
}

/** The member's shopping list (at most 300 items). */
export class ShoppingListDto {
  /** What is still to buy first, then what is checked, each by name. */
  items!: ShoppingItemDto[];
}
