import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CookProfileDto } from '../../api';
import { queriesTo, recipeCards, recipePage } from '../../test/catalogue';
import { aUser, failure, renderApp } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

function aCook(overrides: Partial<CookProfileDto> = {}): CookProfileDto {
  return {
    id: 42,
    name: 'Priya Raman',
    bio: 'Curries on weeknights.\nBread on Sundays.',
    profileImageUrl: null,
    profileImageVariants: null,
    memberSince: '2024-03-01T10:00:00.000Z',
    counts: { recipes: 14, reviews: 1, followers: 3, following: 0 },
    ...overrides,
  };
}

const COOK = 'GET /api/cooks/42';
const RECIPES = 'GET /api/recipes';

describe('/cook/:id', () => {
  it('shows who the cook is, their counts and their approved recipes, newest first', async () => {
    const { fetchMock } = renderApp('/cook/42', {
      routes: { [COOK]: { status: 200, body: aCook() }, [RECIPES]: recipePage(recipeCards(12), 14) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' })).toBeInTheDocument();
    expect(document.title).toBe('Priya Raman | Plantry');
    expect(screen.getByText('Member since March 1, 2024')).toBeInTheDocument();
    expect(screen.getByText(/Curries on weeknights\./).textContent).toBe('Curries on weeknights.\nBread on Sundays.');
    const counts = within(screen.getByRole('list', { name: 'In numbers' }));
    expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '14 recipes',
      '1 review',
      '3 followers',
      '0 following',
    ]);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('heading', { level: 2, name: 'Recipes by Priya Raman' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/recipes')).toEqual([
      { authorId: '42', isApproved: 'true', sortBy: 'newest', limit: '12', offset: '0' },
    ]);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    // A visitor is offered to sign in and come back.
    expect(screen.getByRole('link', { name: /Sign in to follow/ })).toHaveAttribute('href', '/auth?returnTo=%2Fcook%2F42');
  });

  it('sorts by rating from the address and from the select', async () => {
    const app = renderApp('/cook/42?sort=rating', {
      routes: { [COOK]: { status: 200, body: aCook() }, [RECIPES]: recipePage(recipeCards(2)) },
    });
    const sort = await screen.findByLabelText('Sort by');
    expect(sort).toHaveValue('rating');
    await app.events.selectOptions(sort, 'popular');
    await waitFor(() => expect(queriesTo(app.fetchMock, '/api/recipes').map((q) => q.sortBy)).toEqual(['rating', 'popular']));
    expect(app.router.state.location.search).toBe('?sort=popular');
  });

  it('lets a member follow and unfollow, pressed while following', async () => {
    const app = renderApp('/cook/42', {
      user: aUser(),
      routes: {
        [COOK]: [
          { status: 200, body: aCook({ followedByMe: false }) },
          { status: 200, body: aCook({ followedByMe: true, counts: { recipes: 14, reviews: 1, followers: 4, following: 0 } }) },
        ],
        'POST /api/cooks/42/follow': { status: 200, body: { following: true, followers: 4 } },
        [RECIPES]: recipePage([]),
      },
    });
    const follow = await screen.findByRole('button', { name: 'Follow Priya Raman' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await app.events.click(follow);
    expect(await findToast('Following')).toEqual({
      description: 'New recipes by Priya Raman will show in your Following tab.',
      kind: 'success',
    });
    const following = await screen.findByRole('button', { name: 'Following Priya Raman' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(following).toHaveFocus();
    expect(screen.getByText('4 followers')).toBeInTheDocument();
    expect(screen.getByText('No recipes yet')).toBeInTheDocument();
  });

  it('says why a follow was refused', async () => {
    const app = renderApp('/cook/42', {
      user: aUser(),
      routes: {
        [COOK]: { status: 200, body: aCook({ followedByMe: false }) },
        'POST /api/cooks/42/follow': failure(400, 'You can follow at most 1000 cooks'),
        [RECIPES]: recipePage([]),
      },
    });
    await app.events.click(await screen.findByRole('button', { name: 'Follow Priya Raman' }));
    expect(await findToast('Error')).toEqual({ description: 'You can follow at most 1000 cooks', kind: 'error' });
  });

  it('offers the cook their profile to edit instead of following themselves', async () => {
    renderApp('/cook/42', {
      user: aUser({ id: 42 }),
      routes: { [COOK]: { status: 200, body: aCook({ followedByMe: false }) }, [RECIPES]: recipePage([]) },
    });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it.each(['/cook/999', '/cook/abc'])('says Cook Not Found at %s', async (path) => {
    renderApp(path, { routes: { 'GET /api/cooks/999': failure(404, 'Cook not found') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cook Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Cook Not Found | Plantry');
  });
});
