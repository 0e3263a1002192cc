import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, failure } from '../../test/renderApp';
import { aReview, openRecipeReviews, reviewsReply } from '../../test/reviews';
import { findToast } from '../../test/toasts';

const report = { id: 1, targetKind: 'review', targetId: 1, reason: 'spam', note: null, createdAt: new Date().toISOString() };

describe('reporting', () => {
  it('offers no Report to visitors, nor on one’s own review', async () => {
    await openRecipeReviews({ reviews: reviewsReply([aReview()]), reviewCount: 1 });
    await screen.findByRole('article', { name: 'Review by Marta Lopez' });
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('sends a member’s report of a review with a reason and a note, thanks them and gives the focus back', async () => {
    const app = await openRecipeReviews({
      user: aUser({ id: 50 }),
      reviews: [reviewsReply([aReview()], { mine: null }), reviewsReply([aReview()], { mine: null })],
      reviewCount: 1,
      routes: { 'POST /api/reports': { status: 201, body: report } },
    });
    const button = await screen.findByRole('button', { name: 'Report review by Marta Lopez' });
    await app.events.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await app.events.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await app.events.type(within(dialog).getByLabelText('Anything the moderators should know? (optional)'), '  Links to a shop  ');
    await app.events.click(send);
    expect(await findToast('Thank you')).toEqual({
      description: 'Your report reached the moderators. They will look at it soon.',
      kind: 'success',
    });
    expect(app.bodiesOf('POST /api/reports')).toEqual([{ targetKind: 'review', targetId: 1, reason: 'spam', note: 'Links to a shop' }]);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('says what went wrong and keeps the dialog open when the report fails', async () => {
    const app = await openRecipeReviews({
      user: aUser({ id: 50 }),
      reviews: [reviewsReply([aReview()], { mine: null }), reviewsReply([aReview()], { mine: null })],
      reviewCount: 1,
      routes: { 'POST /api/reports': failure(400, 'You cannot report your own content') },
    });
    await app.events.click(await screen.findByRole('button', { name: 'Report review by Marta Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await app.events.click(within(dialog).getByRole('radio', { name: 'Not vegan' }));
    await app.events.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToast('Error')).toEqual({ description: 'You cannot report your own content', kind: 'error' });
    expect(screen.getByRole('dialog', { name: 'Report this review' })).toBeInTheDocument();
  });
});
