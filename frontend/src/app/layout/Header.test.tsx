import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, renderApp, userCalls } from '../../test/renderApp';

async function header() {
  return within(await screen.findByRole('banner'));
}

async function openAccountMenu(events: ReturnType<typeof renderApp>['events']) {
  await events.click(await screen.findByRole('button', { name: 'Account menu' }));
  return within(await screen.findByRole('menu'));
}

describe('Header', () => {
  it('offers a visitor Browse, Categories and Sign In (to /auth), but no member links', async () => {
    renderApp('/browse');
    const banner = await header();
    expect(banner.getByRole('link', { name: 'Plantry' })).toHaveAttribute('href', '/');
    expect(banner.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse');
    expect(banner.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/cuisines');
    expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(banner.queryByRole('link', { name: 'My Recipes' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Share Recipe' })).not.toBeInTheDocument();
    expect(banner.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('gives a visitor a mobile drawer whose Sign In is a full-page link to /api/login', async () => {
    const { events } = renderApp('/browse');
    await events.click((await header()).getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(drawer.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/browse');
    expect(drawer.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/cuisines');
    expect(drawer.queryByRole('link', { name: 'My Recipes' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user My Recipes, Share Recipe and an account menu', async () => {
    const { events } = renderApp('/browse', { user: aUser() });
    const banner = await header();
    expect(banner.getByRole('link', { name: 'My Recipes' })).toHaveAttribute('href', '/my-recipes');
    expect(banner.getByRole('link', { name: 'Share Recipe' })).toHaveAttribute('href', '/create');
    expect(banner.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(await banner.findByText('A')).toBeInTheDocument();

    const menu = await openAccountMenu(events);
    expect(screen.getByText('Ana Silva')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('registered')).toBeInTheDocument();
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My Favorites', 'Shopping List', 'Log out']);
  });

  it('names a user without a name by email and shows the role with a space', async () => {
    const { events } = renderApp('/browse', {
      user: aUser({ firstName: null, lastName: null, email: 'cook@example.com', role: 'home_cook' }),
    });
    expect(await (await header()).findByText('C')).toBeInTheDocument();
    await openAccountMenu(events);
    expect(screen.getAllByText('cook@example.com')).toHaveLength(2);
    expect(screen.getByText('home cook')).toBeInTheDocument();
  });

  it('adds Admin Dashboard to the account menu and the drawer of an admin', async () => {
    const { events } = renderApp('/browse', { user: aUser({ role: 'admin' }) });
    const menu = await openAccountMenu(events);
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My Favorites', 'Shopping List', 'Admin Dashboard', 'Log out']);

    await events.click((await header()).getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(drawer.getByRole('link', { name: 'My Recipes' })).toHaveAttribute('href', '/my-recipes');
    expect(drawer.getByRole('link', { name: 'Share Recipe' })).toHaveAttribute('href', '/create');
    expect(drawer.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it.each([
    ['Profile', '/profile'],
    ['My Favorites', '/favorites'],
    ['Shopping List', '/shopping-list'],
    ['Admin Dashboard', '/admin'],
  ])('opens %s (%s) from the account menu', async (name, path) => {
    const { events, router } = renderApp('/browse', { user: aUser({ role: 'admin' }) });
    const menu = await openAccountMenu(events);
    await events.click(menu.getByRole('menuitem', { name }));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens the account menu from the keyboard and follows Enter on an item', async () => {
    const { events, router } = renderApp('/browse', { user: aUser() });
    (await screen.findByRole('button', { name: 'Account menu' })).focus();
    await events.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    // rc-menu reads KeyboardEvent.which, which happy-dom's events lack: set it explicitly.
    fireEvent.keyDown(menu.getByRole('menuitem', { name: 'My Favorites' }), { key: 'Enter', keyCode: 13, which: 13 });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Favorites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorites');
  });

  // Escape returning focus to the account button is checked in Chromium (e2e/accounts.spec.ts):
  // happy-dom's menu gives it back by itself.
  it("moves focus to the new page's heading after an account menu item", async () => {
    const { events } = renderApp('/browse', { user: aUser() });
    const items = await openAccountMenu(events);
    await events.click(items.getByRole('menuitem', { name: 'Profile' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('logs out: calls the API, drops the cached user and goes home as a visitor', async () => {
    const { events, router, fetchMock } = renderApp('/favorites', { users: [aUser(), null] });
    const menu = await openAccountMenu(events);
    await events.click(menu.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Amazing Vegan Recipes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect((await header()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(userCalls(fetchMock)).toEqual(['GET /api/auth/user', 'POST /api/logout', 'GET /api/auth/user']);
  });

  it('logs out locally even when the logout call fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, router } = renderApp('/profile', { users: [aUser(), null], logoutStatus: 500 });
    const menu = await openAccountMenu(events);
    await events.click(menu.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Amazing Vegan Recipes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  });
});
