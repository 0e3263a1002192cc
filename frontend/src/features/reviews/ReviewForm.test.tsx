import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordForms } from '../../test/forms';
import { aUser, failure, type Reply } from '../../test/renderApp';
import { aReview, openRecipeReviews, reviewsReply } from '../../test/reviews';
import { findToast } from '../../test/toasts';

const CREATE = 'POST /api/recipes/1/reviews';
const member = aUser({ id: 7, firstName: 'Ana', lastName: 'Silva' });

/** A signed-in member who has not reviewed recipe 1 yet; `create` answers their review. */
async function openForm(create: Reply = { status: 201, body: aReview({ id: 50 }) }) {
  const app = await openRecipeReviews({
    user: member,
    reviews: reviewsReply([aReview()], { mine: null }),
    reviewCount: 1,
    routes: { [CREATE]: create },
  });
  const form = await screen.findByRole('form', { name: 'Share Your Experience' });
  return { ...app, form: within(form), formElement: form };
}

type App = Awaited<ReturnType<typeof openForm>>;

const submitButton = (app: App) => app.form.getByRole('button', { name: 'Submit Review' });

/** Picks `stars` in the form's star input. */
async function rate(app: App, stars: number) {
  const group = app.form.getByRole('radiogroup', { name: 'Rating' });
  await app.events.click(within(group).getAllByRole('radio')[stars - 1]!);
}

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const photos = (count: number) => Array.from({ length: count }, (_, index) => photo(`p${index + 1}.jpg`));

/** The photos chosen so far, by their names. */
function chosen(app: App): string[] {
  const list = app.form.queryByRole('list', { name: 'Chosen photos' });
  return list
    ? within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')!)
    : [];
}

describe('review form', () => {
  it("offers a member 'Share Your Experience', submittable once a star is picked", async () => {
    const app = await openForm();
    expect(app.section.queryByRole('button', { name: 'Sign In to Review' })).not.toBeInTheDocument();
    const group = app.form.getByRole('radiogroup', { name: 'Rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(submitButton(app)).toBeDisabled();
    expect(app.form.getByLabelText('Comment (optional)')).toHaveAttribute('maxlength', '2000');
    expect(app.form.getByText('Up to 5 photos, 10MB each (JPEG, PNG, WebP, AVIF or GIF).')).toBeInTheDocument();

    await rate(app, 4);
    expect(app.form.getByText('4 of 5: Very good')).toBeInTheDocument();
    expect(submitButton(app)).toBeEnabled();
  });

  it('sends the rating and trimmed comment, thanks the member and empties the form', async () => {
    const app = await openForm();
    await rate(app, 4);
    await app.events.type(app.form.getByLabelText('Comment (optional)'), '  So good!{Enter}Would make again.  ');
    expect(app.form.getByText('30 / 2000')).toBeInTheDocument();
    await app.events.click(submitButton(app));

    expect((await findToast('Review submitted! Thank you for sharing your feedback.')).kind).toBe('success');
    expect(app.bodiesOf(CREATE)).toEqual([{ rating: 4, comment: 'So good!\nWould make again.' }]);
    await waitFor(() => expect(app.form.getByLabelText('Comment (optional)')).toHaveValue(''));
    expect(app.form.getByText('Pick 1 to 5 stars')).toBeInTheDocument();
    expect(submitButton(app)).toBeDisabled();
  });

  it('moves focus from the posted form to the Reviews heading once the review shows in its place', async () => {
    const posted = aReview({ id: 50, user: { id: 7, name: 'Ana Silva', profileImageUrl: null } });
    // One answer for every call; once the form shows, it becomes the page with the posted review.
    const answers: Reply[] = [reviewsReply([aReview()], { mine: null })];
    const app = await openRecipeReviews({
      user: member,
      reviews: answers,
      reviewCount: 1,
      routes: { [CREATE]: { status: 201, body: posted } },
    });
    const form = within(await screen.findByRole('form', { name: 'Share Your Experience' }));
    answers[0] = reviewsReply([posted, aReview()], { mine: posted });
    await app.events.click(within(form.getByRole('radiogroup', { name: 'Rating' })).getByRole('radio', { name: '4 stars' }));
    form.getByRole('button', { name: 'Submit Review' }).focus();
    await app.events.keyboard('{Enter}');
    expect(await screen.findByText('Your review')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Share Your Experience' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^Reviews/ })).toHaveFocus());
  });

  it('sends photos as a multipart form, and a photo can be removed first', async () => {
    const app = await openForm();
    const formsOf = recordForms();
    await rate(app, 5);
    await app.events.upload(app.form.getByLabelText('Photos (optional)'), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(chosen(app)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(app.form.queryByText('Featured')).not.toBeInTheDocument();
    await app.events.click(app.form.getByRole('button', { name: 'Remove photo 2' }));
    await app.events.click(submitButton(app));

    await findToast('Review submitted! Thank you for sharing your feedback.');
    expect(formsOf(CREATE)).toEqual([{ rating: '5', images: ['file:a.jpg', 'file:c.jpg'] }]);
    await waitFor(() => expect(chosen(app)).toEqual([]));
  });

  it("keeps at most 5 photos and says 'Too many images'", async () => {
    const app = await openForm();
    await app.events.upload(app.form.getByLabelText('Photos (optional)'), photos(6));
    expect(await findToast('Too many images')).toEqual({
      description: 'Please select up to 5 images only.',
      kind: 'error',
    });
    expect(chosen(app)).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg', 'p5.jpg']);
  });

  it('adds from a later choice only the photos that still fit', async () => {
    const app = await openForm();
    const input = app.form.getByLabelText('Photos (optional)');
    await app.events.upload(input, photos(3));
    await app.events.upload(input, [photo('q1.jpg'), photo('q2.jpg'), photo('q3.jpg')]);
    expect((await findToast('Too many images')).description).toBe('Please select up to 5 images only.');
    expect(chosen(app)).toEqual(['p1.jpg', 'p2.jpg', 'p3.jpg', 'q1.jpg', 'q2.jpg']);
  });

  it("says 'Rating required' when sent without stars", async () => {
    const app = await openForm();
    fireEvent.submit(app.formElement);
    expect(await findToast('Rating required')).toEqual({
      description: 'Please select a rating before submitting.',
      kind: 'error',
    });
    expect(app.countOf(CREATE)).toBe(0);
  });

  it('reports a failure and the server’s reason, keeping what was written', async () => {
    const app = await openForm(failure(429, 'Too many reviews in an hour. Please try again later.'));
    await rate(app, 3);
    await app.events.type(app.form.getByLabelText('Comment (optional)'), 'Nice');
    await app.events.click(submitButton(app));
    expect(await findToast('Error')).toEqual({ description: 'Failed to submit review. Please try again.', kind: 'error' });
    expect(app.form.getByText('Too many reviews in an hour. Please try again later.')).toBeInTheDocument();
    expect(app.form.getByLabelText('Comment (optional)')).toHaveValue('Nice');
  });

  it('on 401 says Unauthorized, then signs in again through /api/login', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const app = await openForm(failure(401, 'Unauthorized'));
    await rate(app, 5);
    await app.events.click(submitButton(app));
    expect((await findToast('Unauthorized')).description).toBe('You are logged out. Logging in again...');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Frecipe%2F1'));
  });

  it('says Submitting... while the call runs', async () => {
    const app = await openForm('pending');
    await rate(app, 2);
    await app.events.click(submitButton(app));
    expect(await app.form.findByRole('button', { name: /Submitting/ })).toBeInTheDocument();
  });
});
