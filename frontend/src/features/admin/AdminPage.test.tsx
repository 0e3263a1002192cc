import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp } from '../../test/renderApp';
import { adminPage, anAdminRecipe, openAdmin } from './adminFixtures';

const TAB_LABELS = ['User Management', 'Cuisine Management', 'Recipe Management', 'CSV Import', 'Messages', 'Reports'];

describe('admin dashboard', () => {
  it('shows the title, the counters, the links and the six tabs', async () => {
    openAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const counters = screen.getByRole('list', { name: 'Counters' });
    await waitFor(() =>
      expect(
        within(counters)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Total Users1,234', 'Total Cuisines11', 'Total Recipes64', 'Pending Review3', 'Unread Messages5']),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TAB_LABELS);
    expect(screen.getByRole('tab', { name: 'User Management', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
    // A full page load to the server's queue dashboard, not a route of the app.
    expect(screen.getByRole('link', { name: 'Queue Dashboard' })).toHaveAttribute('href', '/admin/queues');
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | Plantry'));
  });

  it('sends a signed-in member who is not an admin home, without asking for admin data', async () => {
    const { router, countOf } = renderApp('/admin', { user: aUser({ role: 'home_cook' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(countOf('GET /api/admin/stats')).toBe(0);
    expect(countOf('GET /api/admin/users')).toBe(0);
  });

  it('keeps the open tab in the address and loads a tab only when it is opened', async () => {
    const { events, router, countOf } = openAdmin('/admin?tab=recipes', {
      'GET /api/admin/recipes': adminPage([anAdminRecipe()]),
    });
    expect(await screen.findByRole('tab', { name: 'Recipe Management', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chickpea Curry' })).toBeInTheDocument();
    expect(countOf('GET /api/admin/users')).toBe(0);

    await events.click(screen.getByRole('tab', { name: 'User Management' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
    await waitFor(() => expect(countOf('GET /api/admin/users')).toBe(1));
    expect(countOf('GET /api/admin/cuisines')).toBe(0);
    expect(countOf('GET /api/admin/contact-messages')).toBe(0);

    // Back returns to the tab before.
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'Recipe Management', selected: true })).toBeInTheDocument();
  });

  it('opens User Management for an unknown tab', async () => {
    openAdmin('/admin?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'User Management', selected: true })).toBeInTheDocument();
  });

  it('lists the columns a CSV file needs', async () => {
    const { events } = openAdmin();
    await events.click(await screen.findByRole('tab', { name: 'CSV Import' }));
    const panel = await screen.findByRole('tabpanel', { name: 'CSV Import' });
    const required = within(panel).getByRole('region', { name: 'Required columns' });
    expect(
      within(required)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['recipe title', 'description or intro', 'ingredients', 'instructions or method']);
    const optional = within(panel).getByRole('region', { name: 'Optional columns' });
    expect(
      within(optional)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['country or cuisine', 'keywords or tags', 'image URL']);
  });

  it('says the counters could not be loaded, and tries again on request', async () => {
    const { events, countOf } = openAdmin('/admin', {
      'GET /api/admin/stats': [
        { status: 500, body: {} },
        { status: 200, body: { users: 2, cuisines: 1, recipes: 3, pendingRecipes: 0, flaggedRecipes: 0, unreadMessages: 0 } },
      ],
    });
    expect(await screen.findByText('Failed to load the counters')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(countOf('GET /api/admin/stats')).toBe(2);
  });
});
