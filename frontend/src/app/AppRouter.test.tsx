import { act, screen, waitFor } from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { PAGE_ROUTES } from '@plantry/shared';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp, userCalls } from '../test/renderApp';

const ana = aUser();
const admin = aUser({ role: 'admin' });

async function findTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('routes', () => {
  it('shows a labelled spinner instead of the pages while the current user loads', async () => {
    renderApp('/', { user: 'pending' });
    expect(await screen.findByRole('status', { name: 'Loading Plantry' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await findTitle('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Plantry'));
  });

  // /create, /my-recipes, /edit-recipe/{id} and /favorites answer visitors themselves (SPEC.md).
  it.each(['/profile', '/admin'])('shows the 404 page for the signed-in-only path %s to a visitor', async (path) => {
    renderApp(path);
    expect(await findTitle('Page Not Found')).toBeInTheDocument();
  });

  it.each([
    ['/auth', 'Welcome to Plantry', 'Sign In | Plantry'],
    ['/browse', 'Browse Recipes', 'Browse Recipes | Plantry'],
    ['/advanced-search', 'Advanced Search', 'Advanced Search | Plantry'],
    ['/cuisines', 'Cuisines', 'Cuisines | Plantry'],
    ['/contact', 'Get in Touch', 'Get in Touch | Plantry'],
    ['/privacy-policy', 'Plantry Privacy Policy', 'Plantry Privacy Policy'],
    ['/terms-of-service', 'Plantry Terms of Service', 'Plantry Terms of Service'],
    // The fake API knows no recipe 12.
    ['/recipe/12', 'Recipe Not Found', 'Recipe Not Found | Plantry'],
    ['/verify-email', 'Email Verification', 'Email Verification | Plantry'],
    ['/reset-password?token=abc', 'Create New Password', 'Create New Password | Plantry'],
    ['/favorites', 'My Favorites', 'My Favorites | Plantry'],
  ])('serves %s to visitors', async (path, heading, title) => {
    renderApp(path);
    expect(await findTitle(heading)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  // The server writes these titles into its pages (libs/shared pages.ts): the pages set the same.
  it.each(PAGE_ROUTES.filter((route) => route.title && route.access === 'everyone').map((route) => [route.path, route.title]))(
    "sets the server's title of %s",
    async (path, title) => {
      renderApp(path);
      await waitFor(() => expect(document.title).toBe(title));
    },
  );

  it.each([
    ['/browse', 'Browse Recipes'],
    ['/advanced-search', 'Advanced Search'],
    ['/cuisines', 'Cuisines'],
    ['/contact', 'Get in Touch'],
    ['/privacy-policy', 'Plantry Privacy Policy'],
    ['/terms-of-service', 'Plantry Terms of Service'],
    ['/recipe/12', 'Recipe Not Found'],
    ['/create', 'Share Your Recipe'],
    ['/my-recipes', 'My Recipes'],
    ['/edit-recipe/12', 'Edit Recipe'],
    ['/profile', 'Profile'],
    ['/favorites', 'My Favorites'],
    ['/reset-password?token=abc', 'Create New Password'],
    // Open to everybody: verifying signs the user in, and the success screen must stay.
    ['/verify-email', 'Email Verification'],
  ])('serves %s to signed-in users', async (path, heading) => {
    renderApp(path, { user: ana });
    expect(await findTitle(heading)).toBeInTheDocument();
    const title = heading.startsWith('Plantry') ? heading : `${heading} | Plantry`;
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('describes My Recipes with its SPEC subtitle', async () => {
    renderApp('/my-recipes', { user: ana });
    expect(await screen.findByText('Manage your published recipes')).toBeInTheDocument();
  });

  it('redirects /create-recipe to /create', async () => {
    const { router } = renderApp('/create-recipe', { user: ana });
    expect(await findTitle('Share Your Recipe')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
  });

  it('redirects a signed-in user away from /auth to the home page', async () => {
    const { router } = renderApp('/auth', { user: ana });
    expect(await findTitle('Welcome back, Ana!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the auth page as a card with Login and Register tabs', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
  });

  it('opens the admin dashboard for an admin', async () => {
    renderApp('/admin', { user: admin });
    expect(await findTitle('Admin Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
  });

  it.each(['registered', 'home_cook'] as const)('sends a %s user from /admin to the home page', async (role) => {
    const { router } = renderApp('/admin', { user: aUser({ role }) });
    expect(await findTitle('Welcome back, Ana!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('current user', () => {
  it('treats a failing user request other than 401 as a visitor', async () => {
    renderApp('/', { user: { status: 500 } });
    expect(await findTitle('Discover Amazing Vegan Recipes')).toBeInTheDocument();
  });

  it('asks for the user once, however many parts of the page show it', async () => {
    const { fetchMock } = renderApp('/browse', { user: ana });
    expect(await findTitle('Browse Recipes')).toBeInTheDocument();
    expect(userCalls(fetchMock)).toEqual(['GET /api/auth/user']);
  });

  it('refetches the user when the window regains focus and follows a lost session', async () => {
    const { store, fetchMock } = renderApp('/profile', { users: [ana, null] });
    const unsubscribe = setupListeners(store.dispatch);
    expect(await findTitle('Profile')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await findTitle('Page Not Found')).toBeInTheDocument();
    // (The profile's notification settings and the bell ask too; the user is asked twice.)
    expect(userCalls(fetchMock)).toEqual(['GET /api/auth/user', 'GET /api/auth/user']);
    unsubscribe();
  });

  it('keeps the page (no spinner) while a visitor refetches on focus', async () => {
    const { store, fetchMock } = renderApp('/browse', { users: [null, 'pending'] });
    const unsubscribe = setupListeners(store.dispatch);
    expect(await findTitle('Browse Recipes')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    await waitFor(() => expect(userCalls(fetchMock)).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Plantry' })).not.toBeInTheDocument();
    unsubscribe();
  });
});
