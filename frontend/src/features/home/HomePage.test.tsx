import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp } from '../../test/renderApp';

const sectionHeadings = ['Featured Recipes', 'Latest Recipes', 'Popular Cuisines'];

describe('visitor home', () => {
  it('welcomes visitors with the hero and a Join Community link to /auth', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover Amazing Vegan Recipes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/auth');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute(
      'href',
      '/browse',
    );
    await waitFor(() => expect(document.title).toBe('Plantry'));
  });

  it('shows the three showcase sections and why to choose Plantry', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Discover Amazing Vegan Recipes' });
    for (const name of [...sectionHeadings, 'Why Choose Plantry']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const features = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(features).toEqual(['100% Vegan', 'Community Driven', 'Rated & Reviewed', 'Easy to Follow']);
    expect(screen.getByText(/Step-by-step instructions and prep times/)).toBeInTheDocument();
  });
});

describe('signed-in home', () => {
  it('greets the user by first name and shows the same showcase sections', async () => {
    renderApp('/', { user: aUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeInTheDocument();
    for (const name of sectionHeadings) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    await waitFor(() => expect(document.title).toBe('Plantry'));
  });

  it('greets a user without a first name as Chef', async () => {
    renderApp('/', { user: aUser({ firstName: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Chef!' })).toBeInTheDocument();
  });

  it('offers Become a Home Cook to registered users only, and a Favorites tab only', async () => {
    renderApp('/', { user: aUser({ role: 'registered' }) });
    expect(await screen.findByRole('button', { name: 'Become a Home Cook' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Favorites', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'My Recipes' })).not.toBeInTheDocument();
    expect(screen.getByText('No favorite recipes yet')).toBeInTheDocument();
    expect(screen.getByText('Start exploring and save recipes you love!')).toBeInTheDocument();
  });

  it.each(['home_cook', 'admin'] as const)(
    'gives a %s the My Recipes tab with its empty state, and no upgrade button',
    async (role) => {
      const { events } = renderApp('/', { user: aUser({ role }) });
      await events.click(await screen.findByRole('tab', { name: 'My Recipes' }));
      expect(await screen.findByText('No recipes shared yet')).toBeInTheDocument();
      expect(screen.getByText('Share your first vegan recipe with the community!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create Recipe' })).toHaveAttribute('href', '/create-recipe');
      expect(screen.queryByRole('button', { name: 'Become a Home Cook' })).not.toBeInTheDocument();
    },
  );
});
