import { displayName } from '@plantry/shared';
import { fromSqlDate } from '../../common/sql-date.js';
import type { ImageVariantsDto } from '../images/index.js';
import type { ReviewDto, ReviewerDto, ReviewReplyDto } from './dto/review.dto.js';
import type { ReplyRow } from './review-conversation.repository.js';
import type { ReviewRow } from './reviews.repository.js';

/** The member shown with a review or a reply: a display name and picture, never an email. */
const reviewerOf = (row: Pick<ReviewRow, 'user_id' | 'first_name' | 'last_name' | 'profile_image_url'>): ReviewerDto => ({
  id: row.user_id,
  name: displayName({ firstName: row.first_name, lastName: row.last_name }),
  profileImageUrl: row.profile_image_url,
});

export function toReplyDto(row: ReplyRow): ReviewReplyDto {
  return {
    id: row.id,
    reviewId: row.review_id,
    body: row.body,
    createdAt: fromSqlDate(row.created_at),
    updatedAt: fromSqlDate(row.updated_at),
    user: reviewerOf(row),
    fromAuthor: Number(row.from_author) === 1,
  };
}

/** A review with its photos' sizes and its replies; `marked` (signed-in callers only) says whether they marked it helpful. */
export function toReviewDto(
  row: ReviewRow,
  described: Map<string, ImageVariantsDto>,
  replies: ReplyRow[],
  marked?: Set<number>,
): ReviewDto {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    rating: row.rating,
    comment: row.comment,
    images: row.images,
    imageVariants: row.images.flatMap((url) => described.get(url) ?? []),
    createdAt: fromSqlDate(row.created_at),
    updatedAt: fromSqlDate(row.updated_at),
    user: reviewerOf(row),
    helpfulCount: Number(row.helpful_count),
    ...(marked ? { markedHelpful: marked.has(row.id) } : {}),
    replies: replies.filter((reply) => reply.review_id === row.id).map(toReplyDto),
    hidden: row.hidden_at !== null,
  };
}
