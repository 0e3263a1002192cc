import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectionDto, CollectionSummaryDto } from '../../api';
import { aRecipeDetail, queriesTo, recipeCards, recipePage } from '../../test/catalogue';
import { aUser, failure, renderApp } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const HOSTILE = `</script><script>alert("x")</script> & 'quoted' $& $\``;

function aCollection(overrides: Partial<CollectionDto> = {}): CollectionDto {
  return {
    id: 7,
    name: 'Weeknight dinners',
    description: 'Quick ones.\nUnder 30 minutes.',
    isPublic: true,
    recipeCount: 3,
    coverImage: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    owner: { id: 42, name: 'Priya Raman' },
    mine: false,
    ...overrides,
  };
}

const summary = (overrides: Partial<CollectionSummaryDto>): CollectionSummaryDto => {
  const { owner: _owner, mine: _mine, ...rest } = aCollection();
  return { ...rest, ...overrides };
};

const COLLECTION = 'GET /api/collections/7';
const RECIPES = 'GET /api/collections/7/recipes';

describe('/collection/:id', () => {
  it('shows a public collection to a visitor: its name, who collected it, the description and its recipes', async () => {
    const { fetchMock } = renderApp('/collection/7', {
      routes: { [COLLECTION]: { status: 200, body: aCollection({ name: HOSTILE }) }, [RECIPES]: recipePage(recipeCards(3)) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE })).toBeInTheDocument();
    expect(document.title).toBe(`${HOSTILE} | Plantry`);
    expect(screen.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', '/cook/42');
    expect(screen.getByText(/Quick ones\./).textContent).toBe('Quick ones.\nUnder 30 minutes.');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: '3 recipes' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/collections/7/recipes')).toEqual([{ limit: '24', offset: '0' }]);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says a private or missing collection is not found', async () => {
    renderApp('/collection/7', { routes: { [COLLECTION]: failure(404, 'Collection not found') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection Not Found' })).toBeInTheDocument();
  });

  it('lets its owner rename it and make it private, and delete it after confirming', async () => {
    const app = renderApp('/collection/7', {
      user: aUser({ id: 42 }),
      routes: {
        [COLLECTION]: [
          { status: 200, body: aCollection({ mine: true }) },
          { status: 200, body: aCollection({ mine: true, name: 'Fast food', isPublic: false }) },
        ],
        [RECIPES]: recipePage([]),
        'PATCH /api/collections/7': { status: 200, body: aCollection({ mine: true, name: 'Fast food', isPublic: false }) },
        'DELETE /api/collections/7': { status: 204 },
        'GET /api/collections': { status: 200, body: [] },
      },
    });
    expect(await screen.findByText('Open a recipe and press Save to collection to add it here.')).toBeInTheDocument();
    await app.events.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit collection' });
    const name = within(dialog).getByLabelText('Name');
    await app.events.clear(name);
    await app.events.type(name, 'Fast food');
    await app.events.click(within(dialog).getByRole('checkbox', { name: /Public/ }));
    await app.events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.bodiesOf('PATCH /api/collections/7')).toEqual([
        { name: 'Fast food', description: 'Quick ones.\nUnder 30 minutes.', isPublic: false },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast food' })).toBeInTheDocument();
    expect(screen.getByText(/Private collection: only you can see it/)).toBeInTheDocument();

    await app.events.click(screen.getByRole('button', { name: 'Delete' }));
    // Found by its text: the edit dialog, still closing in jsdom, shares antd's test id that names dialogs.
    const confirm = (await screen.findByText('The collection goes; its recipes stay on Plantry.')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(confirm).getByText('Delete Fast food?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    await app.events.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(app.router.state.location.hash).toBe('#your-collections');
    expect(app.countOf('DELETE /api/collections/7')).toBe(1);
  });
});

describe('Save to collection on a recipe page', () => {
  const RECIPE = { status: 200, body: aRecipeDetail({ id: 1, title: 'Lentil Soup' }) };

  it('is not offered to visitors', async () => {
    renderApp('/recipe/1', { routes: { 'GET /api/recipes/1': RECIPE } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lentil Soup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to collection' })).not.toBeInTheDocument();
  });

  it('ticks the collections holding the recipe, adds and takes it out at once, and saves it into a new one', async () => {
    const app = renderApp('/recipe/1', {
      user: aUser(),
      routes: {
        'GET /api/recipes/1': RECIPE,
        'GET /api/collections': [
          {
            status: 200,
            body: [
              summary({ id: 7, name: 'Weeknight dinners', containsRecipe: true }),
              summary({ id: 8, name: 'Party food', isPublic: false, recipeCount: 0, containsRecipe: false }),
            ],
          },
          {
            status: 200,
            body: [
              summary({ id: 7, name: 'Weeknight dinners', containsRecipe: true }),
              summary({ id: 8, name: 'Party food', isPublic: false, recipeCount: 1, containsRecipe: true }),
            ],
          },
        ],
        'PUT /api/collections/8/recipes/1': { status: 200, body: { containsRecipe: true, recipeCount: 1 } },
        'POST /api/collections': { status: 201, body: aCollection({ id: 9, name: 'Soups', mine: true }) },
        'PUT /api/collections/9/recipes/1': failure(400, 'A collection holds at most 500 recipes'),
      },
    });
    const opener = await screen.findByRole('button', { name: 'Save to collection' });
    await app.events.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Save to collection' });
    const weeknight = await within(dialog).findByRole('checkbox', { name: 'Weeknight dinners' });
    expect(weeknight).toBeChecked();
    expect(queriesTo(app.fetchMock, '/api/collections')).toEqual([{ recipeId: '1' }]);
    const party = within(dialog).getByRole('checkbox', { name: 'Party food' });
    expect(party).not.toBeChecked();
    await app.events.click(party);
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Party food' })).toBeChecked());
    expect(app.countOf('PUT /api/collections/8/recipes/1')).toBe(1);

    await app.events.click(within(dialog).getByRole('button', { name: 'New collection' }));
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveFocus();
    await app.events.type(name, 'Soups');
    await app.events.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    await waitFor(() => expect(app.bodiesOf('POST /api/collections')).toEqual([{ name: 'Soups', isPublic: false }]));
    expect(await findToast('Error')).toEqual({ description: 'A collection holds at most 500 recipes', kind: 'error' });

    await app.events.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
