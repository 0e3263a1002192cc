import { ADMIN_CUISINE_SORTS, CUISINE_NAME_MAX, type AdminCuisineSort } from '@plantry/shared';
import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminListQueryDto } from '../../../common/dto/admin-list-query.dto.js';
import { Trim } from '../../../common/dto/normalise.js';

export const CUISINE_NAME_REQUIRED = 'Cuisine name is required';

/** A cuisine as Cuisine Management shows it. */
export class AdminCuisineDto {
  id!: number;
  name!: string;
  emoji!: string | null;
  /** Inactive cuisines are hidden from visitors' lists and the recipe form; their recipes stay. */
  isActive!: boolean;
  /** Approved recipes of this cuisine. */
  recipeCount!: number;
  createdAt!: Date;
}

export class AdminCuisinePageDto {
  items!: AdminCuisineDto[];
  total!: number;
  limit!: number;
  offset!: number;
}

export class AdminCuisinesQueryDto extends AdminListQueryDto {
  /** createdAt (default), name or recipeCount. */
  @ApiPropertyOptional({ enum: ADMIN_CUISINE_SORTS, enumName: 'AdminCuisineSort', default: 'createdAt' })
  @IsOptional()
  @IsIn(ADMIN_CUISINE_SORTS, { message: `sortBy must be one of: ${ADMIN_CUISINE_SORTS.join(', ')}` })
  sortBy: AdminCuisineSort = 'createdAt';
}

export class CreateCuisineDto {
  @Trim()
  @IsString({ message: CUISINE_NAME_REQUIRED })
  @IsNotEmpty({ message: CUISINE_NAME_REQUIRED })
  @MaxLength(CUISINE_NAME_MAX, { message: `Cuisine name must be at most ${CUISINE_NAME_MAX} characters` })
  name!: string;

  /** true unless given. */
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  /** An emoji shown beside the name; null removes it. */
  @IsOptional()
  @IsString({ message: 'emoji must be text' })
  @MaxLength(16, { message: 'emoji must be at most 16 characters' })
  emoji?: string | null;
}

/** A rename, an Active / Inactive toggle or a new emoji: only the fields given change. */
export class UpdateCuisineDto extends PartialType(CreateCuisineDto) {}
