import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRecipeCard, favoritesPage, myRecipesPage, queriesTo, recipeCards, recipePage } from '../../test/catalogue';
import { aUser, failure, renderApp, type Reply } from '../../test/renderApp';

const sectionHeadings = ['Featured Recipes', 'Latest Recipes', 'Popular Cuisines'];

describe('visitor home', () => {
  it('welcomes visitors with the hero and a Join Community link to /auth', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Amazing Vegan Recipes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/auth');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/browse');
    await waitFor(() => expect(document.title).toBe('Plantry — Discover Amazing Vegan Recipes'));
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
    await waitFor(() => expect(document.title).toBe('Plantry — Discover Amazing Vegan Recipes'));
  });

  it('greets a user without a first name as Chef', async () => {
    renderApp('/', { user: aUser({ firstName: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Chef!' })).toBeInTheDocument();
  });

  it('offers Become a Home Cook to registered users only, and the Favorites and Following tabs but not My Recipes', async () => {
    renderApp('/', { user: aUser({ role: 'registered' }), routes: { 'GET /api/favorites': favoritesPage([]) } });
    expect(await screen.findByRole('button', { name: 'Become a Home Cook' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Favorites', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Following', selected: false })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'My Recipes' })).not.toBeInTheDocument();
    expect(await screen.findByText('No favorite recipes yet')).toBeInTheDocument();
    expect(screen.getByText('Start exploring and save recipes you love!')).toBeInTheDocument();
  });

  it('shows 4 placeholders while the favourites load, then the saved recipes with their hearts pressed', async () => {
    renderApp('/', { user: aUser(), routes: { 'GET /api/favorites': 'pending' } });
    const tab = await screen.findByRole('tabpanel');
    expect(await within(tab).findByRole('status', { name: 'Loading recipes' })).toBeInTheDocument();
    expect(within(tab).getByRole('status', { name: 'Loading recipes' }).children).toHaveLength(4);
  });

  it('lists the most recently saved recipes in the Favorites tab, with View all when there are more', async () => {
    const { fetchMock } = renderApp('/', {
      user: aUser(),
      routes: { 'GET /api/favorites': favoritesPage(recipeCards(8), 12) },
    });
    const tab = await screen.findByRole('tabpanel');
    expect(await within(tab).findAllByRole('article')).toHaveLength(8);
    for (const heart of within(tab).getAllByRole('button', { name: /to favorites$/ }))
      expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(within(tab).getByRole('link', { name: 'View all my favorites' })).toHaveAttribute('href', '/favorites');
    expect(queriesTo(fetchMock, '/api/favorites')).toEqual([{ limit: '8' }]);
  });

  it('says when the favourites could not be loaded', async () => {
    renderApp('/', { user: aUser(), routes: { 'GET /api/favorites': failure(500, 'Down') } });
    expect(await screen.findByText('Failed to fetch favorites')).toBeInTheDocument();
  });

  it.each(['home_cook', 'admin'] as const)('gives a %s the My Recipes tab with its empty state, and no upgrade button', async (role) => {
    const { events } = renderApp('/', { user: aUser({ role }), routes: { 'GET /api/my-recipes': myRecipesPage([]) } });
    await events.click(await screen.findByRole('tab', { name: 'My Recipes' }));
    expect(await screen.findByText('No recipes shared yet')).toBeInTheDocument();
    expect(screen.getByText('Share your first vegan recipe with the community!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Recipe' })).toHaveAttribute('href', '/create-recipe');
    expect(screen.queryByRole('button', { name: 'Become a Home Cook' })).not.toBeInTheDocument();
  });
});

describe("the home page's Following tab", () => {
  const FEED = 'GET /api/following/recipes';

  it('asks for nothing until opened, then shows the newest recipes of followed cooks, paged in the address', async () => {
    const app = renderApp('/', {
      user: aUser(),
      routes: { 'GET /api/favorites': favoritesPage([]), [FEED]: recipePage(recipeCards(8), 11) },
    });
    await app.events.click(await screen.findByRole('tab', { name: 'Following' }));
    expect(await within(screen.getByRole('tabpanel')).findAllByRole('article')).toHaveLength(8);
    expect(queriesTo(app.fetchMock, '/api/following/recipes')).toEqual([{ limit: '8', offset: '0' }]);
    await app.events.click(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(queriesTo(app.fetchMock, '/api/following/recipes')).toContainEqual({ limit: '8', offset: '8' }));
    expect(app.router.state.location.search).toBe('?following=2');
    expect(screen.getByRole('tab', { name: 'Following', selected: true })).toBeInTheDocument();
  });

  it('invites a member who follows nobody to find cooks', async () => {
    const app = renderApp('/?following=1', { user: aUser(), routes: { [FEED]: recipePage([]) } });
    expect(await screen.findByText('No recipes from cooks you follow yet')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Find cooks to follow' })).toHaveAttribute('href', '/browse');
    expect(app.countOf('GET /api/favorites')).toBe(0);
  });
});

describe("the home page's My Recipes tab", () => {
  const cook = aUser({ id: 3, role: 'home_cook' });
  const openTab = (reply: Reply) => {
    const app = renderApp('/', { user: cook, routes: { 'GET /api/my-recipes': reply } });
    return { ...app, open: async () => app.events.click(await screen.findByRole('tab', { name: 'My Recipes' })) };
  };
  const tabPanel = () => screen.getByRole('tabpanel');

  it('asks for nothing until the tab is opened, then for the 8 newest', async () => {
    const { open, countOf, fetchMock } = openTab(myRecipesPage([aRecipeCard()]));
    await screen.findByRole('tab', { name: 'My Recipes' });
    expect(countOf('GET /api/my-recipes')).toBe(0);
    await open();
    await within(tabPanel()).findByRole('article');
    expect(queriesTo(fetchMock, '/api/my-recipes')).toEqual([{ limit: '8' }]);
  });

  it('shows the recipes as cards with Edit, Delete and their status', async () => {
    const { open } = openTab(myRecipesPage([aRecipeCard(), aRecipeCard({ id: 2, title: 'Lentil Soup', isApproved: false })]));
    await open();
    const cards = await within(tabPanel()).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Edit Chickpea Curry' })).toHaveAttribute('href', '/edit-recipe/1');
    expect(within(cards[0]).getByRole('button', { name: 'Delete Chickpea Curry' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('Pending review')).toBeInTheDocument();
    expect(within(tabPanel()).queryByRole('link', { name: 'View all my recipes' })).not.toBeInTheDocument();
  });

  it('links to My Recipes when there are more than it shows', async () => {
    const { open } = openTab(myRecipesPage(recipeCards(8), { total: 11 }));
    await open();
    expect(await within(tabPanel()).findByRole('link', { name: 'View all my recipes' })).toHaveAttribute('href', '/my-recipes');
  });

  it('shows 4 placeholders while loading', async () => {
    const { open } = openTab('pending');
    await open();
    await waitFor(() => expect(within(tabPanel()).getAllByTestId('recipe-card-skeleton')).toHaveLength(4));
  });

  it('says what failed when the recipes cannot be loaded', async () => {
    const { open } = openTab(failure(403, 'Boom'));
    await open();
    expect(await within(tabPanel()).findByRole('alert')).toHaveTextContent('Failed to fetch my recipes');
  });
});
