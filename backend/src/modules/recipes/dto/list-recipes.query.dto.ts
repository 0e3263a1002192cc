import { RECIPE_SORTS, SEARCH_MAX_LENGTH, TAGS_FILTER_MAX, type RecipeSort } from '@plantry/shared';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { QueryBoolean, Trim } from '../../../common/dto/normalise.js';
import { PageQueryDto } from '../../../common/dto/page-query.dto.js';

const toTagList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? [...new Set(value.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean))]
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
   * (no search, cuisine, tags or author) it leaves out the newest 10 (the home page's Latest row)
   * once there are at least 20 approved recipes.
   */
  @ApiPropertyOptional({ enum: RECIPE_SORTS })
  @IsOptional()
  @IsIn(RECIPE_SORTS, { message: `sortBy must be one of: ${RECIPE_SORTS.join(', ')}` })
  sortBy?: RecipeSort;
}
