import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMAGE_LIMITS, REVIEW_LIMITS } from '@plantry/shared';
import { IsIn, IsOptional, MaxLength, ValidateIf } from 'class-validator';
import { EmptyToNull, ToOptionalInt } from '../../../common/dto/normalise.js';

const RATINGS = [1, 2, 3, 4, 5];
const BAD_RATING = 'Rating must be a whole number from 1 to 5';
const LONG_COMMENT = `Comment must be at most ${REVIEW_LIMITS.commentMax} characters`;

/** A new review: JSON or the text fields of a multipart form. */
export class CreateReviewDto {
  @ApiProperty({ type: Number, minimum: 1, maximum: 5, description: 'Stars, 1 to 5.' })
  @ToOptionalInt()
  @IsIn(RATINGS, { message: BAD_RATING })
  rating!: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_LIMITS.commentMax, description: 'Trimmed; blank means none.' })
  @IsOptional()
  @EmptyToNull()
  @MaxLength(REVIEW_LIMITS.commentMax, { message: LONG_COMMENT })
  comment?: string | null;
}

/** The multipart form of a new review, for the API document. */
export class CreateReviewFormDto extends CreateReviewDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: IMAGE_LIMITS.reviewImagesMax,
    description: 'Up to 5 photos (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB each).',
  })
  images?: unknown[];
}

/** A change to a review: fields left out keep their value; a blank or null comment removes it. */
export class UpdateReviewDto {
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 5 })
  @ValidateIf((_, value) => value !== undefined)
  @IsIn(RATINGS, { message: BAD_RATING })
  rating?: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_LIMITS.commentMax })
  @IsOptional()
  @EmptyToNull()
  @MaxLength(REVIEW_LIMITS.commentMax, { message: LONG_COMMENT })
  comment?: string | null;
}
