import { ADMIN_RECIPE_SORTS, ADMIN_RECIPE_STATUSES, type AdminRecipeSort, type AdminRecipeStatus } from '@plantry/shared';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { AdminListQueryDto } from '../../../common/dto/admin-list-query.dto.js';
import { QueryBoolean } from '../../../common/dto/normalise.js';
import { RecipeCardDto, VeganFlagDto } from './recipe.dto.js';

/** A recipe as Recipe Management lists it. */
export class AdminRecipeDto extends RecipeCardDto {
  authorEmail!: string;
  /** Ingredient lines the vegan check flags; empty when none. */
  veganFlags!: VeganFlagDto[];
}

export class AdminRecipePageDto {
  items!: AdminRecipeDto[];
  total!: number;
  limit!: number;
  offset!: number;
}

export class AdminRecipesQueryDto extends AdminListQueryDto {
  /** createdAt (default), title, author or cuisine. */
  @ApiPropertyOptional({ enum: ADMIN_RECIPE_SORTS, enumName: 'AdminRecipeSort', default: 'createdAt' })
  @IsOptional()
  @IsIn(ADMIN_RECIPE_SORTS, { message: `sortBy must be one of: ${ADMIN_RECIPE_SORTS.join(', ')}` })
  sortBy: AdminRecipeSort = 'createdAt';

  /** all (default), pending (waiting for review) or approved. */
  @ApiPropertyOptional({ enum: ADMIN_RECIPE_STATUSES, enumName: 'AdminRecipeStatus', default: 'all' })
  @IsOptional()
  @IsIn(ADMIN_RECIPE_STATUSES, { message: `status must be one of: ${ADMIN_RECIPE_STATUSES.join(', ')}` })
  status: AdminRecipeStatus = 'all';

  /** true: only recipes the vegan check flags; false: only those it does not. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'flagged must be true or false' })
  flagged?: boolean;
}
