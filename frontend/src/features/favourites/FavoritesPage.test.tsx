import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favoritesPage, queriesTo, recipeCards } from '../../test/catalogue';
import { aUser, failure, renderApp } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { favoritesCountLabel } from './FavoritesPage';

const findHeading = () => screen.findByRole('heading', { level: 1, name: 'My Favorites' });

describe('/favorites', () => {
  it('asks a visitor to sign in', async () => {
    const { fetchMock } = renderApp('/favorites');
    await findHeading();
    expect(await screen.findByText('Sign In Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view your favorite recipes.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?returnTo=%2Ffavorites');
    expect(queriesTo(fetchMock, '/api/favorites')).toEqual([]);
  });

  it('shows 6 placeholder cards while loading', async () => {
    renderApp('/favorites', { user: aUser(), routes: { 'GET /api/favorites': 'pending' } });
    const loading = await screen.findByRole('status', { name: 'Loading recipes' });
    expect(loading.children).toHaveLength(6);
  });

  it('invites a member without favourites to browse', async () => {
    renderApp('/favorites', { user: aUser(), routes: { 'GET /api/favorites': favoritesPage([]) } });
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(screen.getByText('Start exploring recipes and save your favorites by clicking the heart icon.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/browse');
  });

  it('counts the saved recipes and shows their cards with pressed hearts', async () => {
    const { fetchMock } = renderApp('/favorites', { user: aUser(), routes: { 'GET /api/favorites': favoritesPage(recipeCards(3)) } });
    expect(await screen.findByText('3 favorite recipes')).toBeInTheDocument();
    // The cards render in the background once the page is there.
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(within(card).getByRole('button', { name: /to favorites$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(queriesTo(fetchMock, '/api/favorites')).toEqual([{ limit: '24', offset: '0' }]);
  });

  it.each([
    [0, '0 favorite recipes'],
    [1, '1 favorite recipe'],
    [2, '2 favorite recipes'],
  ])('says %i as "%s"', (count, label) => {
    expect(favoritesCountLabel(count)).toBe(label);
  });

  it('asks for the page in the address, and links the other pages', async () => {
    const { fetchMock } = renderApp('/favorites?page=2', {
      user: aUser(),
      routes: { 'GET /api/favorites': favoritesPage(recipeCards(24, 25), 50, 24) },
    });
    expect(await screen.findByText('50 favorite recipes')).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/favorites')).toEqual([{ limit: '24', offset: '24' }]);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/favorites?page=3');
  });

  it('removes a recipe with its heart, says so and asks for the list again', async () => {
    const { events, countOf } = renderApp('/favorites', {
      user: aUser(),
      routes: {
        'GET /api/favorites': [favoritesPage(recipeCards(2)), favoritesPage(recipeCards(1))],
        'DELETE /api/favorites/2': { status: 200, body: { isFavorite: false } },
      },
    });
    await screen.findByText('2 favorite recipes');
    const hearts = await screen.findAllByRole('button', { name: /to favorites$/ });
    hearts[1]!.focus();
    await events.keyboard('{Enter}');
    expect(await findToast('Recipe removed')).toMatchObject({ kind: 'success', description: 'Removed from favorites' });
    expect(await screen.findByText('1 favorite recipe')).toBeInTheDocument();
    await waitFor(() => expect(countOf('GET /api/favorites')).toBe(2));
    // Its card gone, focus goes to the heading of the list it was in, not to the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Saved recipes' })).toHaveFocus());
  });

  it('has headings without skipped levels: the page h1, the list h2, the cards h3', async () => {
    renderApp('/favorites', { user: aUser(), routes: { 'GET /api/favorites': favoritesPage(recipeCards(2)) } });
    await screen.findAllByRole('article');
    const levels = within(screen.getByRole('main'))
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 3, 3]);
  });

  it('says when the favourites could not be loaded', async () => {
    renderApp('/favorites', { user: aUser(), routes: { 'GET /api/favorites': failure(500, 'Down') } });
    expect(await screen.findByText('Failed to fetch favorites')).toBeInTheDocument();
  });
});
