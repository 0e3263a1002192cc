import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, type Reply } from '../../test/renderApp';
import { aReview, openRecipeReviews, reviewsReply } from '../../test/reviews';
import { findToast } from '../../test/toasts';

const member = aUser({ id: 7, firstName: 'Ana', lastName: 'Silva' });
const mine = aReview({ id: 70, rating: 3, comment: 'Nice, a bit mild.', user: { id: 7, name: 'Ana Silva', profileImageUrl: null } });
const other = aReview({ id: 1 });

/** Recipe 1 as seen by a member who reviewed it; the reviews are answered in turn. */
async function openOwnReview(replies: Reply[], routes = {}) {
  const app = await openRecipeReviews({ user: member, reviews: replies, reviewCount: 2, routes });
  const review = await screen.findByRole('article', { name: 'Review by Ana Silva' });
  return { ...app, review: within(review) };
}

const withMine = reviewsReply([mine, other], { mine });

describe('own review', () => {
  it("shows the member's review marked 'Your review' instead of the form, once", async () => {
    const { review, section } = await openOwnReview([withMine]);
    expect(review.getByText('Your review')).toBeInTheDocument();
    expect(review.getByText('Nice, a bit mild.')).toBeInTheDocument();
    expect(review.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(review.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(section.queryByText('Share Your Experience')).not.toBeInTheDocument();
    expect(await section.findByText('Marta Lopez')).toBeInTheDocument();
    expect(section.getAllByText('Ana Silva')).toHaveLength(1);
  });

  it('changes the stars and comment in place', async () => {
    const updated = { ...mine, rating: 5, comment: 'Even better with chilli.' };
    const app = await openOwnReview([withMine, reviewsReply([updated, other], { mine: updated })], {
      'PATCH /api/reviews/70': { status: 200, body: updated },
    });
    await app.events.click(app.review.getByRole('button', { name: 'Edit' }));
    const group = app.review.getByRole('radiogroup', { name: 'Rating' });
    expect(within(group).getAllByRole('radio', { checked: true })).toEqual([within(group).getByRole('radio', { name: '3 stars' })]);
    const comment = app.review.getByLabelText('Comment (optional)');
    expect(comment).toHaveValue('Nice, a bit mild.');
    expect(comment).toHaveFocus();

    await app.events.click(within(group).getAllByRole('radio')[4]!);
    await app.events.clear(comment);
    await app.events.type(comment, 'Even better with chilli. ');
    await app.events.click(app.review.getByRole('button', { name: 'Save' }));

    expect((await findToast('Review updated')).kind).toBe('success');
    expect(app.bodiesOf('PATCH /api/reviews/70')).toEqual([{ rating: 5, comment: 'Even better with chilli.' }]);
    expect(await app.review.findByText('Even better with chilli.')).toBeInTheDocument();
    expect(app.review.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(app.review.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  });

  it('sends nothing on Cancel and goes back to the review', async () => {
    const app = await openOwnReview([withMine]);
    await app.events.click(app.review.getByRole('button', { name: 'Edit' }));
    await app.events.type(app.review.getByLabelText('Comment (optional)'), ' Changed my mind.');
    await app.events.click(app.review.getByRole('button', { name: 'Cancel' }));
    expect(app.review.getByText('Nice, a bit mild.')).toBeInTheDocument();
    expect(app.review.queryByLabelText('Comment (optional)')).not.toBeInTheDocument();
    await waitFor(() => expect(app.review.getByRole('button', { name: 'Edit' })).toHaveFocus());
    expect(app.countOf('PATCH /api/reviews/70')).toBe(0);
  });

  it('deletes it after confirming (the dialog opening on Cancel), and the form comes back', async () => {
    const app = await openOwnReview([withMine, reviewsReply([other], { mine: null })], {
      'DELETE /api/reviews/70': { status: 204 },
    });
    await app.events.click(app.review.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await app.events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast('Review deleted')).description).toBe('Your review has been removed.');
    expect(app.countOf('DELETE /api/reviews/70')).toBe(1);
    expect(await screen.findByRole('form', { name: 'Share Your Experience' })).toBeInTheDocument();
    expect(screen.queryByText('Your review')).not.toBeInTheDocument();
    // The review gone, focus goes to the Reviews heading rather than to the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^Reviews/ })).toHaveFocus());
  });

  it('keeps it when the deletion is cancelled', async () => {
    const app = await openOwnReview([withMine]);
    await app.events.click(app.review.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await app.events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.countOf('DELETE /api/reviews/70')).toBe(0);
    expect(screen.queryByText('Review deleted', { selector: '.ant-notification-notice-title' })).not.toBeInTheDocument();
    expect(app.review.getByText('Your review')).toBeInTheDocument();
  });
});
