import { screen, within } from '@testing-library/react';
import type { ReviewDto } from '../api';
import { aRecipeDetail } from './catalogue';
import { renderApp, type AppOptions, type Reply } from './renderApp';

/** Test data and helpers for the reviews of the recipe page. */

/** Local noon `days` calendar days ago, as the API writes dates. */
export function daysAgo(days: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() - days);
  return date.toISOString();
}

export function aReview(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id: 1,
    recipeId: 1,
    rating: 4,
    comment: 'Lovely and creamy.',
    images: [],
    imageVariants: [],
    createdAt: daysAgo(2),
    updatedAt: daysAgo(2),
    hidden: false,
    user: { id: 20, name: 'Marta Lopez', profileImageUrl: null },
    helpfulCount: 0,
    replies: [],
    ...overrides,
  };
}

/** `count` reviews with ids from `firstId`, by distinct reviewers. */
export function reviews(count: number, firstId = 1): ReviewDto[] {
  return Array.from({ length: count }, (_, index) =>
    aReview({ id: firstId + index, user: { id: 100 + firstId + index, name: `Reviewer ${firstId + index}`, profileImageUrl: null } }),
  );
}

/** GET /api/recipes/{id}/reviews's answer: one page of ten; `mine` only for a signed-in caller. */
export function reviewsReply(
  items: ReviewDto[],
  { total = items.length, offset = 0, mine }: { total?: number; offset?: number; mine?: ReviewDto | null } = {},
): Reply {
  return { status: 200, body: { items, total, limit: 10, offset, ...(mine !== undefined && { mine }) } };
}

interface RecipeWithReviews extends AppOptions {
  /** Answers to GET /api/recipes/1/reviews, in turn. */
  reviews: Reply | Reply[];
  reviewCount?: number;
}

/** The page of recipe 1 (by author 3) with its reviews. */
export async function openRecipeReviews({ reviews: replies, reviewCount = 3, routes, ...options }: RecipeWithReviews) {
  const recipe = aRecipeDetail({ reviewCount, avgRating: reviewCount > 0 ? 4 : 0 });
  const app = renderApp('/recipe/1', {
    ...options,
    routes: { 'GET /api/recipes/1': { status: 200, body: recipe }, 'GET /api/recipes/1/reviews': replies, ...routes },
  });
  const heading = await screen.findByRole('heading', { level: 2, name: `Reviews (${reviewCount})` });
  return { ...app, section: within(heading.closest('section')!) };
}
