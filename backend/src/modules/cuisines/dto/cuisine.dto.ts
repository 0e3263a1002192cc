import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class CuisineDto {
  id!: number;
  name!: string;
  /** The cuisine's emoji; the screens fall back to a plate. */
  emoji!: string | null;
  /** Approved recipes of this cuisine. */
  recipeCount!: number;
}

export class PopularCuisineDto {
  cuisine!: CuisineDto;
  recipeCount!: number;
}

export class PopularCuisinesQueryDto {
  @ApiPropertyOptional({ default: 12, minimum: 1, maximum: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(50, { message: 'limit must be at most 50' })
  limit: number = 12;
}
