import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCuisine, queriesTo, recipeCards, recipePage } from '../../test/catalogue';
import { aUser, failure, renderApp, type AppOptions, type Routes } from '../../test/renderApp';

const popular = [
  { cuisine: aCuisine({ id: 1, name: 'Middle Eastern', emoji: '🧆' }), recipeCount: 9 },
  { cuisine: aCuisine({ id: 2, name: 'Nordic', emoji: null }), recipeCount: 1 },
];

function home(routes: Routes = {}, options: AppOptions = {}) {
  return renderApp('/', {
    ...options,
    routes: {
      'GET /api/recipes': recipePage(recipeCards(10), 40),
      'GET /api/cuisines/popular': { status: 200, body: popular },
      ...routes,
    },
  });
}

/** The row of cards under a section's heading. */
async function carousel(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('section')!;
}

describe('home carousels', () => {
  it('asks for 10 featured and 10 newest approved recipes and shows at most 8 of each', async () => {
    const { fetchMock } = home();
    const featured = await carousel('Featured Recipes');
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(8));
    const latest = await carousel('Latest Recipes');
    expect(within(latest).getAllByRole('article')).toHaveLength(8);
    expect(within(featured).getByRole('link', { name: 'Recipe number 1' })).toHaveAttribute('href', '/recipe/1');
    const queries = queriesTo(fetchMock, '/api/recipes');
    expect(queries).toContainEqual({ isApproved: 'true', sortBy: 'featured', limit: '10', offset: '0' });
    expect(queries).toContainEqual({ isApproved: 'true', sortBy: 'newest', limit: '10', offset: '0' });
    expect(within(featured).getByRole('list', { name: 'Featured Recipes' })).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'View all popular recipes' })).toHaveAttribute('href', '/browse?sortBy=popular');
  });

  it('shows popular cuisines with their emoji (a plate when none), name and recipe count', async () => {
    const { fetchMock } = home();
    const cuisines = await carousel('Popular Cuisines');
    const tiles = await within(cuisines).findAllByRole('link', { name: /recipe/ });
    expect(tiles.map((tile) => tile.textContent)).toEqual(['🧆Middle Eastern9 recipes', '🍽️Nordic1 recipe']);
    expect(tiles[0]).toHaveAttribute('href', '/browse?cuisine=Middle%20Eastern');
    expect(tiles[0].style.backgroundImage).not.toBe(tiles[1].style.backgroundImage);
    expect(queriesTo(fetchMock, '/api/cuisines/popular')).toEqual([{ limit: '12' }]);
  });

  it('shows skeleton cards while the rows load', async () => {
    home({ 'GET /api/recipes': 'pending', 'GET /api/cuisines/popular': 'pending' });
    const featured = await carousel('Featured Recipes');
    expect(within(featured).getAllByTestId('recipe-card-skeleton')).toHaveLength(4);
    expect(within(await carousel('Popular Cuisines')).getAllByTestId('cuisine-tile-skeleton')).toHaveLength(4);
  });

  it('says what failed when a row cannot be loaded', async () => {
    home({ 'GET /api/recipes': failure(500, 'Boom'), 'GET /api/cuisines/popular': failure(500, 'Boom') });
    expect(await within(await carousel('Featured Recipes')).findByRole('alert')).toHaveTextContent('Failed to fetch featured recipes');
    expect(await within(await carousel('Latest Recipes')).findByRole('alert')).toHaveTextContent('Failed to fetch recent recipes');
    expect(await within(await carousel('Popular Cuisines')).findByRole('alert')).toHaveTextContent('Failed to fetch popular cuisines');
  });

  it('says so when there are no recipes yet', async () => {
    home({ 'GET /api/recipes': recipePage([], 0) });
    expect(await within(await carousel('Featured Recipes')).findByText('No recipes yet')).toBeInTheDocument();
  });

  it('fills the signed-in home the same way', async () => {
    home({}, { user: aUser() });
    const featured = await carousel('Featured Recipes');
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(8));
  });
});
