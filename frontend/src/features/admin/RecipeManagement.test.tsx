import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRecipeDetail, queriesTo } from '../../test/catalogue';
import { failure, type Routes } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { adminPage, adminTabs, anAdminRecipe, confirmation, openAdmin, rowOf } from './adminFixtures';

const LIST = '/api/admin/recipes';
const DEFAULT_QUERY = { limit: '20', offset: '0', sortBy: 'createdAt', order: 'desc' };

const recipes = [
  anAdminRecipe(),
  anAdminRecipe({
    id: 2,
    title: 'Honey Oat Bars',
    isApproved: false,
    cuisine: null,
    author: { id: 5, name: 'Bea Cook' },
    authorEmail: 'bea@example.com',
    avgRating: 0,
    reviewCount: 0,
    veganFlags: [
      { index: 0, line: '3 tbsp honey', term: 'honey' },
      { index: 2, line: '50 g butter', term: 'butter' },
      { index: 4, line: 'honey to drizzle', term: 'honey' },
    ],
  }),
];

function recipeManagement(routes: Routes = {}) {
  return openAdmin('/admin?tab=recipes', { [`GET ${LIST}`]: adminPage(recipes), ...routes });
}

describe('recipe management', () => {
  it('lists the recipes with author, cuisine, rating, status and the vegan check', async () => {
    const { fetchMock } = recipeManagement();
    const curry = await rowOf('Chickpea Curry');
    expect(within(curry).getByRole('link', { name: 'Chickpea Curry' })).toHaveAttribute('href', '/recipe/1');
    expect(within(curry).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(curry).getByRole('link', { name: 'priya@example.com' })).toHaveAttribute('href', 'mailto:priya@example.com');
    expect(within(curry).getByText('Indian')).toBeInTheDocument();
    expect(within(curry).getByText('4.5')).toBeInTheDocument();
    expect(within(curry).getByText('12 reviews')).toBeInTheDocument();
    expect(within(curry).getByText('1 May 2024')).toBeInTheDocument();
    expect(within(curry).queryByText('Pending review')).not.toBeInTheDocument();
    expect(within(curry).queryByText('May not be vegan')).not.toBeInTheDocument();
    expect(within(curry).getByRole('button', { name: 'Unapprove Chickpea Curry' })).toBeInTheDocument();

    const bars = await rowOf('Honey Oat Bars');
    expect(within(bars).getByText('Pending review')).toBeInTheDocument();
    expect(within(bars).getByText('May not be vegan')).toBeInTheDocument();
    // Each flagged word once.
    expect(within(bars).getByText(': flagged ingredients honey, butter')).toBeInTheDocument();
    expect(within(bars).getByText('—')).toBeInTheDocument();
    expect(within(bars).getByRole('button', { name: 'Approve Honey Oat Bars' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, LIST)).toEqual([DEFAULT_QUERY]);
  });

  it('asks for the pending, the flagged and the searched recipes, from the first page', async () => {
    const { events, fetchMock } = recipeManagement({ [`GET ${LIST}`]: adminPage(recipes, 50) });
    await rowOf('Chickpea Curry');
    await events.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ offset: '40' }));

    const status = screen.getByRole('radiogroup', { name: 'Recipe status' });
    expect(
      within(status)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Pending', 'Approved']);
    await events.click(within(status).getByText('Pending'));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({ ...DEFAULT_QUERY, status: 'pending' }));

    await events.click(screen.getByRole('checkbox', { name: 'Flagged by vegan check' }));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({ ...DEFAULT_QUERY, status: 'pending', flagged: 'true' }));

    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'oat{Enter}');
    await waitFor(() =>
      expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({
        ...DEFAULT_QUERY,
        status: 'pending',
        flagged: 'true',
        search: 'oat',
      }),
    );
  });

  it('sorts by title, author and cuisine', async () => {
    const { events, fetchMock } = recipeManagement();
    await rowOf('Chickpea Curry');
    for (const [header, sortBy] of [
      ['Recipe', 'title'],
      ['Author', 'author'],
      ['Cuisine', 'cuisine'],
    ]) {
      await events.click(within(adminTabs()).getByRole('columnheader', { name: header }));
      await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ sortBy, order: 'asc' }));
    }
    // Created toggles from its default, newest first, to oldest first.
    await events.click(within(adminTabs()).getByRole('columnheader', { name: 'Created' }));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ sortBy: 'createdAt', order: 'asc' }));
    expect(within(adminTabs()).queryByRole('columnheader', { name: 'Rating' })).not.toHaveAttribute('tabindex');
  });

  it("approves a pending recipe: 'Recipe approved'", async () => {
    const { events, bodiesOf, countOf } = recipeManagement({
      'PATCH /api/admin/recipes/2': { status: 200, body: aRecipeDetail({ id: 2 }) },
    });
    await events.click(within(await rowOf('Honey Oat Bars')).getByRole('button', { name: 'Approve Honey Oat Bars' }));
    expect(await findToast('Success')).toEqual({ description: 'Recipe approved', kind: 'success' });
    expect(bodiesOf('PATCH /api/admin/recipes/2')).toEqual([{ isApproved: true }]);
    // The list and the counters are asked for again.
    await waitFor(() => expect(countOf(`GET ${LIST}`)).toBe(2));
    expect(countOf('GET /api/admin/stats')).toBe(2);
  });

  it("takes an approved recipe back to review: 'Recipe moved back to review'", async () => {
    const { events, bodiesOf } = recipeManagement({
      'PATCH /api/admin/recipes/1': { status: 200, body: aRecipeDetail({ isApproved: false }) },
    });
    await events.click(within(await rowOf('Chickpea Curry')).getByRole('button', { name: 'Unapprove Chickpea Curry' }));
    expect(await findToast('Success')).toEqual({ description: 'Recipe moved back to review', kind: 'success' });
    expect(bodiesOf('PATCH /api/admin/recipes/1')).toEqual([{ isApproved: false }]);
  });

  it("shows the server's message when a change fails", async () => {
    const { events } = recipeManagement({ 'PATCH /api/admin/recipes/2': failure(404, 'Recipe not found') });
    await events.click(within(await rowOf('Honey Oat Bars')).getByRole('button', { name: 'Approve Honey Oat Bars' }));
    expect(await findToast('Error')).toEqual({ description: 'Recipe not found', kind: 'error' });
  });

  it('deletes a recipe once confirmed', async () => {
    const { events, countOf } = recipeManagement({
      [`GET ${LIST}`]: [adminPage(recipes), adminPage(recipes.slice(1))],
      'DELETE /api/admin/recipes/1': { status: 204 },
    });
    await events.click(within(await rowOf('Chickpea Curry')).getByRole('button', { name: 'Delete Chickpea Curry' }));
    const dialog = await confirmation('Delete Chickpea Curry?', 'Are you sure you want to delete this recipe?');
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Success')).toEqual({ description: 'Recipe deleted successfully', kind: 'success' });
    expect(countOf('DELETE /api/admin/recipes/1')).toBe(1);
    await waitFor(() => expect(within(within(adminTabs()).getByRole('table')).queryByText('Chickpea Curry')).not.toBeInTheDocument());
  });

  it('retries a server error three times by itself before saying so (SPEC.md section 9)', async () => {
    const { countOf } = recipeManagement({ [`GET ${LIST}`]: failure(503, 'Busy') });
    const notice = await screen.findByText('Failed to fetch recipes', {}, { timeout: 14_000 });
    expect(notice.closest('[role="alert"]')).toBeInTheDocument();
    expect(countOf(`GET ${LIST}`)).toBe(4);
  }, 16_000);
});
