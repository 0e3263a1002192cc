import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@plantry/shared';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** limit and offset of a paged list, checked and turned into numbers. */
export class PageQueryDto {
  @ApiPropertyOptional({ default: PAGE_SIZE_DEFAULT, minimum: 1, maximum: PAGE_SIZE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(PAGE_SIZE_MAX, { message: `limit must be at most ${PAGE_SIZE_MAX}` })
  limit: number = PAGE_SIZE_DEFAULT;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be at least 0' })
  @Max(1_000_000, { message: 'offset must be at most 1000000' })
  offset: number = 0;
}
