import { MY_RECIPE_SORTS, type MyRecipeSort } from '@plantry/shared';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/dto/page-query.dto.js';

export class MyRecipesQueryDto extends PageQueryDto {
  /** newest (default), oldest or rating. */
  @ApiPropertyOptional({ enum: MY_RECIPE_SORTS })
  @IsOptional()
  @IsIn(MY_RECIPE_SORTS, { message: `sortBy must be one of: ${MY_RECIPE_SORTS.join(', ')}` })
  sortBy?: MyRecipeSort;
}
