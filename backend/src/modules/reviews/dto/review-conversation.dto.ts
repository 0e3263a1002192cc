import { ApiPropertyOptional } from '@nestjs/swagger';
import { REVIEW_LIMITS, REVIEW_SORTS, type ReviewSort } from '@plantry/shared';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PageQueryDto } from '../../../common/dto/page-query.dto.js';
import { PlainLines } from '../../../common/dto/normalise.js';

/** A page of a recipe's reviews, in either order. */
export class ReviewPageQueryDto extends PageQueryDto {
  /** newest (default) or helpful: most marked helpful first, the newest first among equals. */
  @ApiPropertyOptional({ enum: REVIEW_SORTS })
  @IsOptional()
  @IsIn(REVIEW_SORTS, { message: `sortBy must be one of: ${REVIEW_SORTS.join(', ')}` })
  sortBy?: ReviewSort;
}

/** The text of a reply to a review. */
export class ReplyInputDto {
  /** Plain text (line ends kept), 1 to REVIEW_LIMITS.replyMax characters once trimmed. */
  @PlainLines()
  @IsString({ message: 'Reply is required' })
  @MinLength(1, { message: 'Reply is required' })
  @MaxLength(REVIEW_LIMITS.replyMax, { message: `Reply must be at most ${REVIEW_LIMITS.replyMax} characters` })
  body!: string;
}

/** Whether the caller marks a review helpful, and how many do. */
export class HelpfulStateDto {
  helpfulCount!: number;
  markedHelpful!: boolean;
}
