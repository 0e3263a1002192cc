import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCuisine, queriesTo, recipeCards, recipePage } from '../../test/catalogue';
import { failure, renderApp, type Routes } from '../../test/renderApp';

const cuisines = [aCuisine({ id: 1, name: 'Indian' }), aCuisine({ id: 2, name: 'Thai' })];

function advancedSearch(path: string, routes: Routes = {}) {
  return renderApp(path, {
    routes: {
      'GET /api/recipes': recipePage(recipeCards(2), 2),
      'GET /api/cuisines': { status: 200, body: cuisines },
      ...routes,
    },
  });
}

describe('advanced search', () => {
  it('has a back link, a filter panel and Recipe Results without filters', async () => {
    const { fetchMock } = advancedSearch('/advanced-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Browse' })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Ingredient or recipe title...');
    const cuisine = screen.getByRole('combobox', { name: 'Cuisine' });
    await waitFor(() =>
      expect(
        within(cuisine)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any cuisine', 'Indian', 'Thai']),
    );
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['newest', 'Newest First'],
      ['rating', 'Highest Rated'],
      ['popular', 'Most Popular'],
      ['trending', 'Trending Now'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Recipe Results' })).toBeInTheDocument();
    expect(await screen.findByText('2 recipes found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
    expect(queriesTo(fetchMock, '/api/recipes').at(-1)).toEqual({
      isApproved: 'true',
      sortBy: 'newest',
      limit: '24',
      offset: '0',
    });
  });

  it('shows the active filters as badges and the search in the heading', async () => {
    const { fetchMock } = advancedSearch('/advanced-search?search=tofu&cuisine=Thai', {
      'GET /api/recipes': recipePage(recipeCards(1), 1),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Search Results for tofu' })).toBeInTheDocument();
    expect(await screen.findByText('1 recipe found')).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['Search: tofu', 'Cuisine: Thai']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/recipes').at(-1)).toMatchObject({
      search: 'tofu',
      cuisine: 'Thai',
      sortBy: 'relevance',
    });
  });

  it('removes one filter with its badge and all of them with Clear All Filters', async () => {
    const { events, router } = advancedSearch('/advanced-search?search=tofu&cuisine=Thai&sortBy=rating');
    await screen.findByText('2 recipes found');
    await events.click(screen.getByRole('button', { name: 'Remove cuisine filter' }));
    expect(router.state.location.search).toBe('?search=tofu&sortBy=rating');
    await events.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(router.state.location.pathname).toBe('/advanced-search');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 2, name: 'Recipe Results' })).toBeInTheDocument();
  });

  it('filters by total time, with a badge that removes it', async () => {
    const { events, router, fetchMock } = advancedSearch('/advanced-search?search=tofu');
    await screen.findByText('2 recipes found');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Total time' }), 'Up to 15 min');
    expect(router.state.location.search).toBe('?search=tofu&maxMinutes=15');
    await waitFor(() => expect(queriesTo(fetchMock, '/api/recipes').at(-1)).toMatchObject({ search: 'tofu', maxMinutes: '15' }));
    const badges = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(badges)
          .getAllByRole('listitem')
          .map((badge) => badge.textContent),
      ).toEqual(['Search: tofu', 'Time: up to 15 min']),
    );
    await events.click(screen.getByRole('button', { name: 'Remove time filter' }));
    expect(router.state.location.search).toBe('?search=tofu');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Total time' })).toHaveValue(''));
  });

  it('writes the panel choices to the address', async () => {
    const { events, router } = advancedSearch('/advanced-search');
    await screen.findByText('2 recipes found');
    await events.type(screen.getByRole('searchbox', { name: 'Search' }), 'lentil');
    await events.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?search=lentil');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest Rated');
    expect(router.state.location.search).toBe('?search=lentil&sortBy=rating');
  });

  it('says Searching... and shows 6 placeholders while loading', async () => {
    advancedSearch('/advanced-search?search=tofu', { 'GET /api/recipes': 'pending' });
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(6);
  });

  it('shows No recipes found with a clear-filters button', async () => {
    const { events, router } = advancedSearch('/advanced-search?cuisine=Thai', {
      'GET /api/recipes': recipePage([], 0),
    });
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(screen.getByText('0 recipes found')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('says Failed to fetch recipes when the search fails', async () => {
    advancedSearch('/advanced-search', { 'GET /api/recipes': failure(503, 'Down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recipes');
  });
});
