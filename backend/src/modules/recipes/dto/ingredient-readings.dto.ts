import { ApiProperty } from '@nestjs/swagger';
import { RequiredLines, ToTextList } from './recipe-fields.js';
import { IngredientLineDto } from './recipe.dto.js';

/** Ingredient lines to read, as a recipe form holds them. */
export class ReadIngredientsDto {
  @ApiProperty({ type: [String], description: 'The ingredient lines. Also accepted as text: one per line.' })
  @ToTextList()
  @RequiredLines('ingredient', 'Ingredients')
  ingredients!: string[];
}

/** How the lines read, for the editor to show and correct, with the units it may choose from. */
export class IngredientReadingsDto {
  lines!: IngredientLineDto[];
  /** Every unit name a reading (and a correction) may have. */
  units!: string[];
}
