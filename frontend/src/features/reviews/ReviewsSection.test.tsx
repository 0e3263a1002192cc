import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { imageVariants, queriesTo } from '../../test/catalogue';
import { aUser, failure } from '../../test/renderApp';
import { aReview, daysAgo, openRecipeReviews, reviews, reviewsReply } from '../../test/reviews';
import { findToast } from '../../test/toasts';

const REVIEWS = 'GET /api/recipes/1/reviews';

/** The reviews listed, newest first. */
function listedReviews(): HTMLElement[] {
  const list = screen.queryByRole('list', { name: 'Reviews, newest first' });
  return list ? within(list).getAllByRole('article') : [];
}

/** The reviews listed, by the names of their authors. */
function listedNames(): string[] {
  return listedReviews().map((review) => review.getAttribute('aria-label')!.replace('Review by ', ''));
}

describe('reviews of a recipe', () => {
  it("offers a visitor 'Sign In to Review' and no form", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { section, events } = await openRecipeReviews({ reviews: reviewsReply([aReview()]), reviewCount: 1 });
    expect(await section.findByText('Marta Lopez')).toBeInTheDocument();
    expect(section.queryByText('Share Your Experience')).not.toBeInTheDocument();
    expect(section.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: /Delete|Edit/ })).not.toBeInTheDocument();
    await events.click(section.getByRole('button', { name: 'Sign In to Review' }));
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Frecipe%2F1');
  });

  it('shows each review: avatar, name, stars, relative date, comment and photos opening in a new tab', async () => {
    const photo = '/uploads/reviews/r1-a.webp';
    const { container } = await openRecipeReviews({
      reviews: reviewsReply([
        aReview({
          id: 1,
          rating: 5,
          comment: 'Made it twice.\nAdded extra garlic.',
          createdAt: daysAgo(0),
          images: [photo, '/uploads/reviews/r1-b.webp'],
          imageVariants: [imageVariants(photo)],
          user: { id: 20, name: 'Marta Lopez', profileImageUrl: '/uploads/avatars/marta.webp' },
        }),
        aReview({ id: 2, rating: 3, comment: null, createdAt: daysAgo(1), user: { id: 21, name: 'Home cook', profileImageUrl: null } }),
        aReview({ id: 3, createdAt: daysAgo(9), user: { id: 22, name: 'Sam Green', profileImageUrl: null } }),
        aReview({ id: 4, createdAt: daysAgo(45), user: { id: 23, name: 'Lee Park', profileImageUrl: null } }),
      ]),
      reviewCount: 4,
    });
    await waitFor(() => expect(listedNames()).toEqual(['Marta Lopez', 'Home cook', 'Sam Green', 'Lee Park']));

    const [marta, homeCook, sam, lee] = listedReviews().map((review) => within(review));
    expect(marta.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(marta.getByText('Today')).toHaveAttribute('datetime', daysAgo(0));
    expect(marta.getByText(/Made it twice/).textContent).toBe('Made it twice.\nAdded extra garlic.');
    expect(container.querySelector('img.review-avatar')).toHaveAttribute('src', '/uploads/avatars/marta.webp');

    // The reviewer's name opens their cook profile; the photos open in a new tab.
    const [profile, ...photos] = marta.getAllByRole('link');
    expect(profile).toHaveAttribute('href', '/cook/20');
    expect(profile).toHaveAccessibleName('Marta Lopez');
    expect(photos.map((link) => link.getAttribute('href'))).toEqual([photo, '/uploads/reviews/r1-b.webp']);
    for (const link of photos) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(marta.getByRole('link', { name: 'Photo 1 by Marta Lopez (opens in a new tab)' })).toBe(photos[0]);
    expect(marta.getByRole('img', { name: 'Photo 1 by Marta Lopez (opens in a new tab)' }).getAttribute('srcset')).toContain(
      '/uploads/reviews/r1-a-320.webp 320w',
    );

    expect(homeCook.getByText('Yesterday')).toBeInTheDocument();
    expect(homeCook.getByText('H', { selector: '.review-avatar' })).toBeInTheDocument();
    // No photos: the reviewer's name is the only link.
    expect(homeCook.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/cook/21']);
    expect(sam.getByText('1 week ago')).toBeInTheDocument();
    expect(lee.getByText(new Date(daysAgo(45)).toLocaleDateString())).toBeInTheDocument();
  });

  it("says 'No reviews yet' when there are none", async () => {
    const { section, countOf } = await openRecipeReviews({ reviews: reviewsReply([]), reviewCount: 0 });
    expect(section.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews, newest first' })).not.toBeInTheDocument();
    expect(countOf(REVIEWS)).toBe(0);
  });

  it("loads ten at a time, newest first, with 'Show more reviews'", async () => {
    const { section, events, fetchMock } = await openRecipeReviews({
      reviews: [reviewsReply(reviews(10), { total: 12 }), reviewsReply(reviews(2, 11), { total: 12, offset: 10 })],
      reviewCount: 12,
    });
    await waitFor(() => expect(listedNames()).toHaveLength(10));
    await events.click(section.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(listedNames()).toHaveLength(12));
    expect(listedNames().slice(8)).toEqual(['Reviewer 9', 'Reviewer 10', 'Reviewer 11', 'Reviewer 12']);
    expect(section.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/recipes/1/reviews')).toEqual([
      { limit: '10', offset: '0' },
      { limit: '10', offset: '10' },
    ]);
  });

  it("has no 'Show more reviews' when all are shown", async () => {
    const { section } = await openRecipeReviews({ reviews: reviewsReply(reviews(3)), reviewCount: 3 });
    await waitFor(() => expect(listedNames()).toHaveLength(3));
    expect(section.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch reviews' and tries again", async () => {
    const { section, events } = await openRecipeReviews({
      reviews: [failure(500, 'Boom'), reviewsReply([aReview()])],
      reviewCount: 1,
    });
    expect(await section.findByRole('alert')).toHaveTextContent('Failed to fetch reviews');
    await events.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('Marta Lopez')).toBeInTheDocument();
  });

  it("tells the recipe's author they cannot review it, without a form", async () => {
    const { section } = await openRecipeReviews({
      user: aUser({ id: 3, role: 'home_cook' }),
      reviews: reviewsReply([aReview()], { mine: null }),
      reviewCount: 1,
    });
    expect(await section.findByText('You cannot review your own recipe.')).toBeInTheDocument();
    expect(section.queryByText('Share Your Experience')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Sign In to Review' })).not.toBeInTheDocument();
  });

  it('lets an admin delete any review after confirming', async () => {
    const { section, events, countOf } = await openRecipeReviews({
      user: aUser({ id: 1, role: 'admin' }),
      reviews: [reviewsReply(reviews(2), { mine: null }), reviewsReply(reviews(1, 2), { mine: null })],
      reviewCount: 2,
      routes: { 'DELETE /api/reviews/1': { status: 204 } },
    });
    await waitFor(() => expect(listedNames()).toEqual(['Reviewer 1', 'Reviewer 2']));
    // Delete (admins only) loads with its dialog when the list shows.
    expect(await section.findByRole('button', { name: 'Delete review by Reviewer 2' })).toBeInTheDocument();
    await events.click(section.getByRole('button', { name: 'Delete review by Reviewer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    expect(within(dialog).getByText('The review by Reviewer 1, with its photos, will be removed.')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast('Review deleted')).description).toBe('The review has been removed.');
    expect(countOf('DELETE /api/reviews/1')).toBe(1);
    await waitFor(() => expect(listedNames()).toEqual(['Reviewer 2']));
  });

  it('offers other members no Delete on reviews', async () => {
    const { section } = await openRecipeReviews({
      user: aUser({ id: 9 }),
      reviews: reviewsReply(reviews(2), { mine: null }),
      reviewCount: 2,
    });
    await waitFor(() => expect(listedNames()).toHaveLength(2));
    expect(section.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
