import type { ReviewSort } from '@plantry/shared';
import type { CreateReviewFormDto, ListReviewsApiArg } from '../../api';

/** Reviews load ten at a time, newest (or most helpful) first; 'Show more reviews' adds the next ten. */
export const REVIEWS_PAGE_SIZE = 10;

/** The arguments of GET /api/recipes/{id}/reviews for page `page` (0 = the first ten) in this order. */
export function reviewsPage(recipeId: number, page: number, sortBy: ReviewSort = 'newest'): ListReviewsApiArg {
  return { id: recipeId, limit: REVIEWS_PAGE_SIZE, offset: page * REVIEWS_PAGE_SIZE, ...(sortBy === 'newest' ? {} : { sortBy }) };
}

export type Stars = CreateReviewFormDto['rating'];

/** A picked rating as the API types it (the forms only send 1 to 5). */
export function asStars(rating: number): Stars {
  return Math.min(5, Math.max(1, Math.round(rating))) as Stars;
}
