import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queriesTo } from '../../test/catalogue';
import { aUser, failure } from '../../test/renderApp';
import { aReview, openRecipeReviews, reviewsReply } from '../../test/reviews';
import { findToast } from '../../test/toasts';

const reply = {
  id: 9,
  reviewId: 1,
  body: 'Thank you!\nTry it with lime.',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  user: { id: 3, name: 'Cora Cook', profileImageUrl: null },
  fromAuthor: true,
};

const review = () => within(screen.getByRole('article', { name: 'Review by Marta Lopez' }));

describe('the conversation under reviews', () => {
  it("shows a review's replies to everyone, with who wrote them, and the helpful count to visitors", async () => {
    await openRecipeReviews({ reviews: reviewsReply([aReview({ helpfulCount: 2, replies: [reply] })]), reviewCount: 1 });
    const replies = within(await screen.findByRole('list', { name: 'Replies to Marta Lopez' }));
    const item = replies.getByRole('article', { name: 'Reply by Cora Cook' });
    expect(within(item).getByRole('link', { name: 'Cora Cook' })).toHaveAttribute('href', '/cook/3');
    expect(within(item).getByText('Recipe author')).toBeInTheDocument();
    expect(within(item).getByText(/Thank you!/).textContent).toBe('Thank you!\nTry it with lime.');
    expect(review().getByText('2 cooks found this helpful')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Helpful|Reply/ })).not.toBeInTheDocument();
  });

  it('lets a member mark a review helpful, pressed afterwards', async () => {
    const app = await openRecipeReviews({
      user: aUser({ id: 50 }),
      // The page and the member's own review ask once each; after the mark, the reviews are asked for again.
      reviews: [
        reviewsReply([aReview({ markedHelpful: false })], { mine: null }),
        reviewsReply([aReview({ markedHelpful: false })], { mine: null }),
        reviewsReply([aReview({ markedHelpful: true, helpfulCount: 1 })], { mine: null }),
      ],
      reviewCount: 1,
      routes: { 'PUT /api/reviews/1/helpful': { status: 200, body: { helpfulCount: 1, markedHelpful: true } } },
    });
    await screen.findByRole('article', { name: 'Review by Marta Lopez' });
    const helpful = await screen.findByRole('button', { name: 'Helpful, review by Marta Lopez' });
    await waitFor(() => expect(app.countOf('GET /api/recipes/1/reviews')).toBe(2));
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await app.events.click(helpful);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Helpful, review by Marta Lopez' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(review().getByText('1 cook found this helpful')).toBeInTheDocument();
    expect(app.countOf('PUT /api/reviews/1/helpful')).toBe(1);
  });

  it("lets the recipe's author reply; the text goes as typed and focus comes back to Reply", async () => {
    const app = await openRecipeReviews({
      user: aUser({ id: 3, role: 'home_cook' }),
      reviews: [reviewsReply([aReview()], { mine: null }), reviewsReply([aReview({ replies: [reply] })], { mine: null })],
      reviewCount: 1,
      routes: { 'POST /api/reviews/1/replies': { status: 201, body: reply } },
    });
    await app.events.click(await screen.findByRole('button', { name: 'Reply to Marta Lopez' }));
    const text = screen.getByLabelText('Reply to Marta Lopez');
    expect(text).toHaveFocus();
    await app.events.type(text, `  <b>"Thanks"</b> $& `);
    await app.events.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await findToast('Reply posted')).toEqual({ description: null, kind: 'success' });
    expect(app.bodiesOf('POST /api/reviews/1/replies')).toEqual([{ body: '<b>"Thanks"</b> $&' }]);
    expect(await screen.findByRole('article', { name: 'Reply by Cora Cook' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply to Marta Lopez' })).toHaveFocus());
  });

  it('says why a reply was refused and keeps the text', async () => {
    const app = await openRecipeReviews({
      user: aUser({ id: 3, role: 'home_cook' }),
      reviews: reviewsReply([aReview()], { mine: null }),
      reviewCount: 1,
      routes: { 'POST /api/reviews/1/replies': failure(400, 'Reply must be at most 1000 characters') },
    });
    await app.events.click(await screen.findByRole('button', { name: 'Reply to Marta Lopez' }));
    await app.events.type(screen.getByLabelText('Reply to Marta Lopez'), 'Thanks');
    await app.events.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await findToast('Error')).toEqual({ description: 'Reply must be at most 1000 characters', kind: 'error' });
    expect(screen.getByLabelText('Reply to Marta Lopez')).toHaveValue('Thanks');
  });

  it('offers no Reply to other members, and sorts by most helpful on request', async () => {
    const app = await openRecipeReviews({
      user: aUser({ id: 50 }),
      reviews: reviewsReply([aReview(), aReview({ id: 2, user: { id: 21, name: 'Sam Green', profileImageUrl: null } })], { mine: null }),
      reviewCount: 2,
    });
    await screen.findByRole('article', { name: 'Review by Marta Lopez' });
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    await app.events.selectOptions(screen.getByLabelText('Sort reviews'), 'helpful');
    await waitFor(() =>
      expect(queriesTo(app.fetchMock, '/api/recipes/1/reviews').at(-1)).toEqual({ limit: '10', offset: '0', sortBy: 'helpful' }),
    );
    expect(await screen.findByRole('list', { name: 'Reviews, most helpful first' })).toBeInTheDocument();
  });
});
