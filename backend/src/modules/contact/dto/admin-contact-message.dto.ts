import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { QueryBoolean } from '../../../common/dto/normalise.js';
import { PageQueryDto } from '../../../common/dto/page-query.dto.js';

/** A message sent through the contact form, as the Messages tab shows it. */
export class AdminContactMessageDto {
  id!: number;
  name!: string;
  email!: string;
  subject!: string;
  message!: string;
  createdAt!: Date;
  /** When an admin marked it handled; null while it waits. */
  handledAt!: Date | null;
}

export class AdminContactMessagePageDto {
  items!: AdminContactMessageDto[];
  total!: number;
  /** Messages not yet handled, whatever the filter. */
  unhandled!: number;
  limit!: number;
  offset!: number;
}

export class AdminContactMessagesQueryDto extends PageQueryDto {
  /** false: only messages waiting; true: only handled ones; all when left out. Newest first. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'handled must be true or false' })
  handled?: boolean;
}

export class MarkHandledDto {
  /** true marks the message handled; false puts it back among those waiting. */
  @IsBoolean({ message: 'handled must be true or false' })
  handled!: boolean;
}
