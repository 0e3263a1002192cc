import {
  FREE_FROM_KEYS,
  PANTRY,
  RECIPE_SORTS,
  SEARCH_MAX_LENGTH,
  TAGS_FILTER_MAX,
  TOTAL_MINUTES_MAX,
  type FreeFromKey,
  type RecipeSort,
} from '@plantry/shared';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QueryBoolean, Trim } from '../../../common/dto/normalise.js';
import { PageQueryDto } from '../../../common/dto/page-query.dto.js';
import { haveTerm } from '../pantry/pantry-terms.js';
import { FreeFromList, ToFreeFrom } from './free-from.dto.js';

const toTagList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? [
        ...new Set(
          value
            .split(',')
            .map((t) => t.trim().toLowerCase())
            .filter(Boolean),
        ),
      ]
    : value;

/** `have` as foods in the form recipes store them, each once, in order (one cache entry per set); a food too long stays as sent, for its 400. */
const toHaveList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? [
        ...new Set(
          value
            .split(',')
            .map((food) => (food.length > PANTRY.foodMaxLength ? food : haveTerm(food)))
            .filter(Boolean),
        ),
      ].sort()
    : value;

export class ListRecipesQueryDto extends PageQueryDto {
  /** Words to find in titles, descriptions, ingredients and tags (prefixes match: 'chick' finds 'chickpea'). */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH, { message: `search must be at most ${SEARCH_MAX_LENGTH} characters` })
  search?: string;

  /** A cuisine name, any case. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  cuisine?: string;

  /** Comma-separated tags; a recipe must have all of them. */
  @ApiPropertyOptional({ type: String, example: 'quick,gluten-free' })
  @IsOptional()
  @Transform(toTagList)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  @ArrayMaxSize(TAGS_FILTER_MAX, { message: `at most ${TAGS_FILTER_MAX} tags` })
  tags?: string[];

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  authorId?: number;

  /**
   * Only recipes ready in at most this many minutes, prep plus cook (either may be unknown);
   * recipes with neither time are left out.
   */
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: TOTAL_MINUTES_MAX, example: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'maxMinutes must be a whole number of minutes' })
  @Min(1, { message: 'maxMinutes must be at least 1' })
  @Max(TOTAL_MINUTES_MAX, { message: `maxMinutes must be at most ${TOTAL_MINUTES_MAX}` })
  maxMinutes?: number;

  /**
   * Only recipes free from every one of these (comma-separated): derived from their ingredient
   * lines, as their authors corrected them.
   */
  @ApiPropertyOptional({ type: String, example: 'gluten,tree-nuts,peanuts', description: `Any of: ${FREE_FROM_KEYS.join(', ')}.` })
  @IsOptional()
  @ToFreeFrom()
  @FreeFromList()
  freeFrom?: FreeFromKey[];

  /**
   * "What can I cook?": foods one has (comma-separated; plurals and descriptors such as 'fresh' or
   * 'large' do not matter). Only recipes with a line of one of them, ranked by how few of their
   * lines none of them satisfies (salt, pepper, water and oils never count), each card with its
   * `missing` lines; `sortBy` does not apply.
   */
  @ApiPropertyOptional({ type: String, example: 'tofu,rice,spinach' })
  @IsOptional()
  @Transform(toHaveList)
  @IsString({ each: true })
  @MaxLength(PANTRY.foodMaxLength, { each: true, message: `each food in have must be at most ${PANTRY.foodMaxLength} characters` })
  @ArrayMinSize(1, { message: 'have must name at least one food' })
  @ArrayMaxSize(PANTRY.haveMax, { message: `have may name at most ${PANTRY.haveMax} foods` })
  have?: string[];

  /** With `have`: at most this many ingredient lines missing (3, PANTRY.maxMissingDefault, when not given). */
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: PANTRY.maxMissingMax, example: 2 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'maxMissing must be a whole number' })
  @Min(0, { message: 'maxMissing must be at least 0' })
  @Max(PANTRY.maxMissingMax, { message: `maxMissing must be at most ${PANTRY.maxMissingMax}` })
  maxMissing?: number;

  /** Only approved (true) or only pending (false) recipes; visitors only ever see approved ones. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'isApproved must be true or false' })
  isApproved?: boolean;

  /**
   * newest (default), rating (Bayesian average), popular (favourites plus reviews), relevance (the
   * default when searching), or featured: recipes with a photo first, then the best-loved (a
   * Bayesian average in which a favourite counts as a five-star vote); over the whole catalogue
   * (no search, cuisine, tags, author, time or free-from key) it leaves out the newest 10 (the home page's Latest row)
   * once there are at least 20 approved recipes.
   */
  @ApiPropertyOptional({ enum: RECIPE_SORTS })
  @IsOptional()
  @IsIn(RECIPE_SORTS, { message: `sortBy must be one of: ${RECIPE_SORTS.join(', ')}` })
  sortBy?: RecipeSort;
}
