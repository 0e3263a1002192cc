import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aRecipeCard, myRecipesPage, queriesTo, recipeCards } from '../../test/catalogue';
import { aUser, failure, renderApp, type Reply, type Routes } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const author = aUser({ id: 3, role: 'home_cook' });
const recipes = [aRecipeCard(), aRecipeCard({ id: 2, title: 'Lentil Soup', isApproved: false })];

function myRecipes(path = '/my-recipes', routes: Routes = {}) {
  return renderApp(path, {
    user: author,
    routes: { 'GET /api/my-recipes': myRecipesPage(recipes, { totalReviews: 12, pendingCount: 1 }), ...routes },
  });
}

const list = () => screen.findByRole('list', { name: 'Your recipes' });
const rows = async () => within(await list()).getAllByRole('article');

describe('my recipes', () => {
  it("tells a visitor 'Access Denied' and offers Sign In, without asking for recipes", async () => {
    const { countOf } = renderApp('/my-recipes');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?returnTo=%2Fmy-recipes');
    expect(screen.queryByRole('link', { name: 'Create New Recipe' })).not.toBeInTheDocument();
    expect(countOf('GET /api/my-recipes')).toBe(0);
  });

  it('shows the counts, the estimated views and the recipes waiting for review', async () => {
    const { fetchMock } = myRecipes();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Recipes' })).toBeInTheDocument();
    expect(screen.getByText('Manage your published recipes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Recipe' })).toHaveAttribute('href', '/create');
    await list();
    const tiles = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // Total Views is the reviews times ten (SPEC.md section 9).
    expect(tiles).toEqual([
      ['Total Recipes', '2'],
      ['Total Views', '120'],
    ]);
    expect(screen.getByText(/An estimate/)).toBeInTheDocument();
    expect(screen.getByText(/1 waiting for review/)).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/my-recipes')).toEqual([{ sortBy: 'newest', limit: '24', offset: '0' }]);
  });

  it('lists each recipe with its status, View, Edit and Delete', async () => {
    myRecipes();
    const [curry, soup] = await rows();
    expect(within(curry).getByRole('heading', { level: 2, name: 'Chickpea Curry' })).toBeInTheDocument();
    expect(within(curry).getByText('Published')).toBeInTheDocument();
    expect(within(soup).getByText('Pending review')).toBeInTheDocument();
    expect(within(curry).getByRole('link', { name: 'View Chickpea Curry' })).toHaveAttribute('href', '/recipe/1');
    expect(within(curry).getByRole('link', { name: 'Edit Chickpea Curry' })).toHaveAttribute('href', '/edit-recipe/1');
    expect(within(curry).getByRole('button', { name: 'Delete Chickpea Curry' })).toBeInTheDocument();
  });

  it('keeps the sort in the address and asks for it', async () => {
    const { events, fetchMock, router } = myRecipes('/my-recipes?page=2', {
      'GET /api/my-recipes': myRecipesPage(recipes, { total: 30, offset: 24 }),
    });
    await list();
    expect(queriesTo(fetchMock, '/api/my-recipes').at(-1)).toEqual({ sortBy: 'newest', limit: '24', offset: '24' });
    await events.click(screen.getByRole('button', { name: 'Sort by: Newest First' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Newest First', 'Oldest First', 'Highest Rated']);
    await events.click(screen.getByRole('menuitem', { name: 'Highest Rated' }));
    // A new order starts again at the first page.
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=rating'));
    await waitFor(() => expect(queriesTo(fetchMock, '/api/my-recipes').at(-1)).toEqual({ sortBy: 'rating', limit: '24', offset: '0' }));
    expect(screen.getByRole('button', { name: 'Sort by: Highest Rated' })).toBeInTheDocument();
  });

  it('reads the sort and page from the address and pages through 24 at a time', async () => {
    const { fetchMock } = myRecipes('/my-recipes?sortBy=oldest', {
      'GET /api/my-recipes': myRecipesPage(recipeCards(24), { total: 30 }),
    });
    expect(await rows()).toHaveLength(24);
    expect(queriesTo(fetchMock, '/api/my-recipes')).toEqual([{ sortBy: 'oldest', limit: '24', offset: '0' }]);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/my-recipes?sortBy=oldest&page=2');
  });

  it('goes back to the last page when the page asked for is past the end', async () => {
    const { router } = myRecipes('/my-recipes?page=3', { 'GET /api/my-recipes': myRecipesPage([], { total: 30 }) });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('shows 4 placeholders while the list loads', async () => {
    myRecipes('/my-recipes', { 'GET /api/my-recipes': 'pending' });
    const loading = await screen.findByRole('status', { name: 'Loading recipes' });
    expect(within(loading).getAllByTestId('my-recipe-skeleton')).toHaveLength(4);
  });

  it("says 'No recipes yet' and offers to create the first one", async () => {
    myRecipes('/my-recipes', { 'GET /api/my-recipes': myRecipesPage([]) });
    expect(await screen.findByText('No recipes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Recipe' })).toHaveAttribute('href', '/create');
  });

  it('says the recipes could not be loaded, and tries again on request', async () => {
    const { events, countOf } = myRecipes('/my-recipes', {
      'GET /api/my-recipes': [failure(403, 'Boom'), myRecipesPage(recipes)],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load recipes. Please try again.');
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(2);
    expect(countOf('GET /api/my-recipes')).toBe(2);
  });

  it('retries a server error twice by itself before saying so (SPEC.md section 9)', async () => {
    const { countOf } = myRecipes('/my-recipes', { 'GET /api/my-recipes': failure(503, 'Busy') });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Failed to load recipes. Please try again.');
    expect(countOf('GET /api/my-recipes')).toBe(3);
  }, 10_000);
});

describe('deleting a recipe', () => {
  const deleting = (reply: Reply) =>
    myRecipes('/my-recipes', {
      'GET /api/my-recipes': [myRecipesPage(recipes), myRecipesPage(recipes.slice(1))],
      'DELETE /api/recipes/1': reply,
    });

  async function askToDelete(events: ReturnType<typeof myRecipes>['events']) {
    const [curry] = await rows();
    await events.click(within(curry).getByRole('button', { name: 'Delete Chickpea Curry' }));
    return screen.findByRole('dialog');
  }

  it('asks first and sends nothing when cancelled', async () => {
    const { events, countOf } = deleting({ status: 204 });
    const dialog = await askToDelete(events);
    expect(within(dialog).getByText('Are you sure you want to delete this recipe?')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(countOf('DELETE /api/recipes/1')).toBe(0);
    expect(screen.queryByText('Recipe deleted', { selector: '.ant-notification-notice-title' })).not.toBeInTheDocument();
  });

  it("deletes when confirmed, says 'Recipe deleted' and refreshes the list", async () => {
    const { events, countOf } = deleting({ status: 204 });
    const dialog = await askToDelete(events);
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Recipe deleted')).toEqual({ description: 'Your recipe has been removed.', kind: 'success' });
    expect(countOf('DELETE /api/recipes/1')).toBe(1);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    // Its row gone, focus goes to the page's heading rather than to the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My Recipes' })).toHaveFocus());
  });

  it("says 'Failed to delete recipe' when the call fails", async () => {
    const { events } = deleting(failure(500, 'Boom'));
    await events.click(within(await askToDelete(events)).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Error')).toEqual({ description: 'Failed to delete recipe', kind: 'error' });
  });

  it('signs in again when the session has ended', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { events } = deleting(failure(401, 'Unauthorized'));
    await events.click(within(await askToDelete(events)).getByRole('button', { name: 'Delete' }));
    expect((await findToast('Unauthorized')).description).toBe('You are logged out. Logging in again...');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fmy-recipes'));
  });
});
