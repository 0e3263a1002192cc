import { RECIPE_LIMITS } from '@plantry/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { EmptyToNull } from '../../../common/dto/normalise.js';
import { FREE_FROM_KEYS, type FreeFromKey } from '@plantry/shared';
import { FreeFromList, ToFreeFrom } from './free-from.dto.js';
import { CorrectionList, IngredientCorrectionDto } from './ingredient-correction.dto.js';
import { RequiredText } from '../../../common/dto/required-text.js';
import { jsonOr, OptionalWholeNumber, RequiredLines, TagList, ToTags, ToTextList } from './recipe-fields.js';

/** Lists are documented as arrays; the other forms SPEC.md names are accepted as text. */
const LIST_FORMS = 'Also accepted as text: a JSON list string, a brace-wrapped list string or one item per line.';

/**
 * A recipe's text as written by its author, for creating (multipart form or JSON) and for PUT.
 * Optional fields left out of a PUT keep their value; null or '' clears them.
 */
export class RecipeInputDto {
  @RequiredText('Title', RECIPE_LIMITS.titleMax)
  title!: string;

  @RequiredText('Description', RECIPE_LIMITS.descriptionMax)
  description!: string;

  @ApiProperty({ type: [String], description: `The ingredient lines. ${LIST_FORMS}` })
  @ToTextList()
  @RequiredLines('ingredient', 'Ingredients')
  ingredients!: string[];

  /**
   * The author's readings of ingredient lines, to correct how they are read (amount, unit, name,
   * note): each matched to a line of `ingredients` by its text. Left out, corrections made before
   * stay with their lines while the lines' text is unchanged. In a multipart form, a JSON list.
   */
  @ApiPropertyOptional({ type: [IngredientCorrectionDto] })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? jsonOr(value) : value))
  @CorrectionList()
  ingredientLines?: IngredientCorrectionDto[];

  /**
   * What the author says the recipe is free from, where the keys derived from its ingredient lines
   * are wrong; the recipe's answers then say these. Left out, the author's earlier corrections stay
   * and the rest is derived from the lines again. Also accepted as comma-separated text.
   */
  @ApiPropertyOptional({ type: [String], enum: FREE_FROM_KEYS, example: ['gluten', 'peanuts'] })
  @IsOptional()
  @ToFreeFrom()
  @FreeFromList()
  freeFrom?: FreeFromKey[];

  @ApiProperty({ type: [String], description: `The steps, in order. ${LIST_FORMS}` })
  @ToTextList()
  @RequiredLines('step', 'Instructions')
  instructions!: string[];

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(RECIPE_LIMITS.helpfulNotesMax, { message: `Helpful notes must be at most ${RECIPE_LIMITS.helpfulNotesMax} characters` })
  helpfulNotes?: string | null;

  /** A web address (http or https) of the full recipe. */
  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/my-recipe' })
  @IsOptional()
  @EmptyToNull()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'Link to full recipe must be a web address starting with http:// or https://' },
  )
  @MaxLength(RECIPE_LIMITS.linkMax, { message: `Link to full recipe must be at most ${RECIPE_LIMITS.linkMax} characters` })
  linkToFullRecipe?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Also accepted as text: a JSON list string or comma-separated tags.' })
  @IsOptional()
  @ToTags()
  @TagList()
  tags?: string[];

  @OptionalWholeNumber({
    min: 1,
    notWhole: 'cuisineId must be the id of a cuisine',
    description: 'A cuisine id from GET /api/cuisines; null for none.',
  })
  cuisineId?: number | null;

  @OptionalWholeNumber({
    min: 0,
    max: RECIPE_LIMITS.minutesMax,
    notWhole: 'Prep time must be a whole number of minutes',
    tooBig: `Prep time must be at most ${RECIPE_LIMITS.minutesMax} minutes`,
  })
  prepMinutes?: number | null;

  @OptionalWholeNumber({
    min: 0,
    max: RECIPE_LIMITS.minutesMax,
    notWhole: 'Cook time must be a whole number of minutes',
    tooBig: `Cook time must be at most ${RECIPE_LIMITS.minutesMax} minutes`,
  })
  cookMinutes?: number | null;

  @OptionalWholeNumber({
    min: 1,
    max: RECIPE_LIMITS.servingsMax,
    notWhole: 'Servings must be a whole number',
    tooSmall: 'Servings must be at least 1',
    tooBig: `Servings must be at most ${RECIPE_LIMITS.servingsMax}`,
  })
  servings?: number | null;
}

/** The multipart form of POST /api/recipes: the recipe's text plus its photos. */
export class CreateRecipeFormDto extends RecipeInputDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'The featured photo (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB).',
  })
  featuredImage?: unknown;

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 10, description: 'Up to 10 more photos.' })
  galleryImages?: unknown[];
}

/** The text fields of PUT /api/recipes/{id}/images: which current photos stay. */
export class RecipeImagesBodyDto {
  @ApiPropertyOptional({
    type: [String],
    description:
      "URLs of the recipe's current images to keep, in order (also as a JSON list string or one per line). The first image of the result is featured.",
  })
  @IsOptional()
  @ToTextList()
  @IsString({ each: true, message: 'keepImages must be a list of image URLs' })
  keepImages?: string[];
}

/** The multipart form of PUT /api/recipes/{id}/images: which current photos stay, and new ones after them. */
export class RecipeImagesFormDto extends RecipeImagesBodyDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: 11,
    description: 'New photos, placed after the kept ones.',
  })
  images?: unknown[];
}
