import { SORT_ORDERS, type SortOrder } from '@plantry/shared';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from './normalise.js';
import { PageQueryDto } from './page-query.dto.js';

export const ADMIN_SEARCH_MAX = 100;

/** A page of an admin table: paging, the sort direction (newest first by default) and a search. */
export class AdminListQueryDto extends PageQueryDto {
  /** Sort direction; desc unless given. */
  @ApiPropertyOptional({ enum: SORT_ORDERS, enumName: 'SortOrder', default: 'desc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order: SortOrder = 'desc';

  /** Text to look for (part of a name, an email or a title). */
  @IsOptional()
  @Trim()
  @IsString({ message: 'search must be text' })
  @MaxLength(ADMIN_SEARCH_MAX, { message: `search must be at most ${ADMIN_SEARCH_MAX} characters` })
  search?: string;
}

/** A LIKE pattern that finds the text anywhere, with LIKE's wildcards in it taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An ORDER BY over the chosen column, then the id, both in the chosen direction. */
export function orderBy<S extends string>(columns: Readonly<Record<S, string>>, sortBy: S, order: SortOrder, id = 'id'): string {
  return `${columns[sortBy]} ${order}, ${id} ${order}`;
}
