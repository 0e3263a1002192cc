import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aRecipeCard, imageVariants, renderWithProviders } from '../../test/catalogue';
import { aUser } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { RecipeCard } from './RecipeCard';

const filledStars = (container: HTMLElement) => container.querySelectorAll('[data-filled="true"]').length;

describe('RecipeCard', async () => {
  it("shows the picture, cuisine, title, description, author, one link to the recipe and one to the author's profile", async () => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard()} />);
    const card = screen.getByRole('article');
    const picture = within(card).getByRole('img', { name: 'Chickpea Curry' });
    expect(picture).toHaveAttribute('src', '/uploads/recipes/seed-chickpea-curry.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
    expect(within(card).getByText('Indian')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Chickpea Curry' })).toBeInTheDocument();
    expect(within(card).getByText('A creamy coconut curry with chickpeas and spinach.')).toBeInTheDocument();
    expect(within(card).getByText('Priya Raman')).toBeInTheDocument();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/recipe/1');
    expect(links[0]).toHaveAccessibleName('Chickpea Curry');
    expect(links[1]).toHaveAttribute('href', `/cook/${aRecipeCard().author.id}`);
    expect(links[1]).toHaveAccessibleName('Priya Raman, cook profile');
  });

  it.each([
    [35, '35 min'],
    [90, '1 h 30 min'],
    [120, '2 h'],
  ])('shows a total time of %s minutes as %s', async (totalMinutes, shown) => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard({ totalMinutes })} />);
    const time = screen.getByText(shown, { exact: false });
    expect(time).toHaveTextContent(`Total time ${shown}`);
  });

  it.each([null, 0])('shows no time when it is %s', async (totalMinutes) => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard({ totalMinutes })} />);
    expect(screen.queryByText(/Total time/)).not.toBeInTheDocument();
  });

  it('lets the browser pick the stored copy that fits the card, never the full image when a copy fits', async () => {
    const image = '/uploads/recipes/seed-chickpea-curry.webp';
    await renderWithProviders(<RecipeCard recipe={aRecipeCard({ featuredImageVariants: imageVariants(image) })} />);
    const picture = screen.getByRole('img', { name: 'Chickpea Curry' });
    expect(picture).toHaveAttribute(
      'srcset',
      '/uploads/recipes/seed-chickpea-curry-320.webp 320w, /uploads/recipes/seed-chickpea-curry-640.webp 640w, ' +
        '/uploads/recipes/seed-chickpea-curry-1280.webp 1280w, /uploads/recipes/seed-chickpea-curry.webp 1600w',
    );
    // At most a quarter of the 1200 px content width on wide screens, the full width on phones.
    expect(picture).toHaveAttribute('sizes', '(min-width: 1200px) 300px, (min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw');
    expect(picture).toHaveAttribute('width', '1600');
    expect(picture).toHaveAttribute('height', '1200');
  });

  it('loads the picture at once when asked (cards in the first screenful)', async () => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard()} priority />);
    expect(screen.getByRole('img', { name: 'Chickpea Curry' })).toHaveAttribute('loading', 'eager');
  });

  it.each([
    [4.5, 4, '4.5'],
    [4.99, 4, '5.0'],
    [3, 3, '3.0'],
    [0, 0, '0.0'],
    [1.2, 1, '1.2'],
  ])('fills the floor of %s (%s stars) and shows %s with the review count', async (avgRating, stars, shown) => {
    const { container } = await renderWithProviders(<RecipeCard recipe={aRecipeCard({ avgRating, reviewCount: 7 })} />);
    expect(filledStars(container)).toBe(stars);
    expect(container.querySelectorAll('.star-rating__star')).toHaveLength(5);
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByText('(7)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Rated ${shown} out of 5` })).toBeInTheDocument();
  });

  it('shows the first tag and +N for the rest', async () => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard({ tags: ['curry', 'spicy', 'quick', 'one-pot'] })} />);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['curry', '+3']);
  });

  it('shows a single tag alone, and no tag list without tags', async () => {
    const { unmount } = await renderWithProviders(<RecipeCard recipe={aRecipeCard({ tags: ['soup'] })} />);
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['soup']);
    unmount();
    await renderWithProviders(<RecipeCard recipe={aRecipeCard({ tags: [] })} />);
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('shows a No image placeholder and no cuisine badge when they are missing', async () => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard({ featuredImage: null, cuisine: null })} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Chickpea Curry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Indian')).not.toBeInTheDocument();
  });

  it('falls back to the placeholder when the picture cannot be loaded', async () => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard()} />);
    fireEvent.error(screen.getByRole('img', { name: 'Chickpea Curry' }));
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Chickpea Curry' })).not.toBeInTheDocument();
  });

  it("shows the author's initial in the avatar", async () => {
    const { container } = await renderWithProviders(<RecipeCard recipe={aRecipeCard({ author: { id: 9, name: 'leo Marchetti' } })} />);
    expect(container.querySelector('.author-badge__avatar')).toHaveTextContent(/^L$/);
  });

  it('offers its author Edit (to the edit form) and Delete when owner actions are given', async () => {
    const onDelete = vi.fn();
    const { events } = await renderWithProviders(<RecipeCard recipe={aRecipeCard()} ownerActions={{ onDelete }} />, {
      user: aUser({ id: 3 }),
    });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Edit Chickpea Curry' })).toHaveAttribute('href', '/edit-recipe/1');
    await events.click(within(card).getByRole('button', { name: 'Delete Chickpea Curry' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['without owner actions', aUser({ id: 3 }), false],
    ['to another member', aUser({ id: 9 }), true],
    ['to a visitor', undefined, true],
  ])('offers no Edit or Delete %s', async (_case, user, withActions) => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard()} ownerActions={withActions ? { onDelete: vi.fn() } : undefined} />, {
      user,
    });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows Delete as busy while its call runs', async () => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard()} ownerActions={{ onDelete: vi.fn(), deleting: true }} />, {
      user: aUser({ id: 3 }),
    });
    expect(screen.getByRole('button', { name: /Delete Chickpea Curry/ })).toHaveClass('ant-btn-loading');
  });

  it('marks a recipe that waits for an admin as Pending review', async () => {
    const { unmount } = await renderWithProviders(<RecipeCard recipe={aRecipeCard({ isApproved: false })} />);
    expect(within(screen.getByRole('article')).getByText('Pending review')).toBeInTheDocument();
    unmount();
    await renderWithProviders(<RecipeCard recipe={aRecipeCard()} />);
    expect(screen.queryByText('Pending review')).not.toBeInTheDocument();
  });

  it('has a heart on every card, not pressed for a visitor', async () => {
    await renderWithProviders(<RecipeCard recipe={aRecipeCard({ isFavorite: true })} />);
    expect(screen.getByRole('button', { name: 'Save Chickpea Curry to favorites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('tells a visitor who clicks the heart to sign in, and calls nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { events, router } = await renderWithProviders(<RecipeCard recipe={aRecipeCard()} />);
    await events.click(screen.getByRole('button', { name: 'Save Chickpea Curry to favorites' }));
    expect((await findToast('Sign in required')).kind).toBe('info');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [false, 'POST', 'Recipe saved!', 'Added to your favorites'],
    [true, 'DELETE', 'Recipe removed', 'Removed from favorites'],
  ])('turns a member’s heart (saved: %s) with %s and says so', async (saved, method, title, description) => {
    const fetchMock = vi.fn(async (request: Request) => {
      return new Response(JSON.stringify({ isFavorite: request.method === 'POST' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { events } = await renderWithProviders(<RecipeCard recipe={aRecipeCard({ isFavorite: saved })} />, { user: aUser() });
    const heart = screen.getByRole('button', { name: 'Save Chickpea Curry to favorites' });
    expect(heart).toHaveAttribute('aria-pressed', String(saved));
    await events.click(heart);
    const toast = await findToast(title);
    expect(toast).toMatchObject({ kind: 'success', description: description });
    const [request] = fetchMock.mock.calls[0];
    expect(`${request.method} ${new URL(request.url).pathname}`).toBe(
      method === 'POST' ? 'POST /api/favorites' : 'DELETE /api/favorites/1',
    );
    if (method === 'POST') expect(await request.clone().json()).toEqual({ recipeId: 1 });
  });

  it('keeps focus on the heart while its change is sent, and ignores presses until it is done', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const { events } = await renderWithProviders(<RecipeCard recipe={aRecipeCard()} />, { user: aUser() });
    const heart = screen.getByRole('button', { name: 'Save Chickpea Curry to favorites' });
    heart.focus();
    await events.keyboard('{Enter}');
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'true'));
    expect(heart).toBeEnabled();
    expect(heart).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when the heart could not be turned', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'Busy' }), { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const { events } = await renderWithProviders(<RecipeCard recipe={aRecipeCard()} />, { user: aUser() });
    await events.click(screen.getByRole('button', { name: 'Save Chickpea Curry to favorites' }));
    expect(await findToast('Error')).toMatchObject({ kind: 'error', description: 'Failed to update favorites' });
  });
});
