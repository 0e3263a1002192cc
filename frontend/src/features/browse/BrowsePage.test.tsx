import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCuisine, queriesTo, recipeCards, recipePage } from '../../test/catalogue';
import { failure, renderApp, type Routes } from '../../test/renderApp';

const cuisines = [aCuisine({ id: 1, name: 'Indian', recipeCount: 8 }), aCuisine({ id: 2, name: 'Thai', recipeCount: 5 })];
const popular = cuisines.map((cuisine) => ({ cuisine, recipeCount: cuisine.recipeCount }));

function browse(path: string, routes: Routes = {}) {
  return renderApp(path, {
    routes: {
      'GET /api/recipes': recipePage(recipeCards(3), 3),
      'GET /api/cuisines': { status: 200, body: cuisines },
      'GET /api/cuisines/popular': { status: 200, body: popular },
      ...routes,
    },
  });
}

const lastRecipeQuery = (fetchMock: Parameters<typeof queriesTo>[0]) => queriesTo(fetchMock, '/api/recipes').at(-1);

describe('browse', () => {
  it('lists approved recipes, newest first, 24 per page, under Browse Recipes', async () => {
    const { fetchMock } = browse('/browse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeInTheDocument();
    expect(await screen.findByText('3 recipes found')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(lastRecipeQuery(fetchMock)).toEqual({ isApproved: 'true', sortBy: 'newest', limit: '24', offset: '0' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Total time' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Advanced Search' })).toHaveAttribute('href', '/advanced-search');
    await waitFor(() => expect(document.title).toBe('Browse Recipes | Plantry'));
  });

  it("shows the first page a visitor's page came with, without asking the API for it", async () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'api-answers' });
    script.textContent = JSON.stringify([
      {
        url: '/api/recipes?isApproved=true&sortBy=newest&limit=24&offset=0',
        status: 200,
        body: { items: recipeCards(2), total: 2, limit: 24, offset: 0 },
      },
    ]);
    document.head.append(script);
    const { countOf } = browse('/browse');
    expect(await screen.findByText('2 recipes found')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(countOf('GET /api/recipes')).toBe(0);
  });

  it('sends the filters of the address to the API and shows them in the controls', async () => {
    const { fetchMock } = browse('/browse?search=lentil&cuisine=thai&sortBy=rating&tags=soup,quick&page=2', {
      'GET /api/recipes': recipePage(recipeCards(3), 30, 24),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for lentil' })).toBeInTheDocument();
    await screen.findByText('30 recipes found');
    expect(lastRecipeQuery(fetchMock)).toEqual({
      isApproved: 'true',
      search: 'lentil',
      cuisine: 'thai',
      tags: 'soup,quick',
      sortBy: 'rating',
      limit: '24',
      offset: '24',
    });
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('lentil');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('Thai'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    expect(screen.getByText('Tag: soup')).toBeInTheDocument();
  });

  it('filters by total time: the choices, the address, the API and Clear all filters', async () => {
    const { events, router, fetchMock } = browse('/browse?cuisine=Thai&page=2', { 'GET /api/recipes': recipePage(recipeCards(3), 30, 24) });
    await screen.findByText('30 recipes found');
    const time = screen.getByRole('combobox', { name: 'Total time' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Any time'],
      ['15', 'Up to 15 min'],
      ['30', 'Up to 30 min'],
      ['60', 'Up to 1 hour'],
    ]);
    await events.selectOptions(time, 'Up to 30 min');
    expect(router.state.location.search).toBe('?cuisine=Thai&maxMinutes=30');
    await waitFor(() => expect(lastRecipeQuery(fetchMock)).toMatchObject({ cuisine: 'Thai', maxMinutes: '30', offset: '0' }));
    // The page renders the new address in a transition, after the route's loader has asked for it.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Total time' })).toHaveValue('30'));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Total time' }), 'Any time');
    expect(router.state.location.search).toBe('?cuisine=Thai');
    await waitFor(() => expect(lastRecipeQuery(fetchMock)).not.toHaveProperty('maxMinutes'));
  });

  it('filters free from what is ticked, with how many recipes each box would leave', async () => {
    const counts = {
      counts: [
        ['gluten', 1200],
        ['soy', 900],
        ['tree-nuts', 1500],
        ['peanuts', 1700],
        ['sesame', 1650],
        ['oil', 300],
      ].map(([key, recipes]) => ({ key, recipes })),
    };
    const { events, router, fetchMock } = browse('/browse?search=curry', {
      'GET /api/recipes/free-from-counts': { status: 200, body: counts },
    });
    await screen.findByText('3 recipes found');
    const group = screen.getByRole('group', { name: 'Free from' });
    const nuts = await within(group).findByRole('checkbox', { name: 'Tree nuts (1,500)' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Gluten(1,200)', 'Soy(900)', 'Tree nuts(1,500)', 'Peanuts(1,700)', 'Sesame(1,650)', 'Added oil(300)']);
    expect(queriesTo(fetchMock, '/api/recipes/free-from-counts').at(-1)).toEqual({ search: 'curry' });
    await events.click(nuts);
    expect(router.state.location.search).toBe('?search=curry&freeFrom=tree-nuts');
    await events.click(within(group).getByRole('checkbox', { name: 'Gluten (1,200)' }));
    expect(router.state.location.search).toBe('?search=curry&freeFrom=gluten%2Ctree-nuts');
    await waitFor(() => expect(lastRecipeQuery(fetchMock)).toMatchObject({ search: 'curry', freeFrom: 'gluten,tree-nuts', offset: '0' }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/recipes/free-from-counts').at(-1)).toEqual({ search: 'curry', freeFrom: 'gluten,tree-nuts' }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Free from' })).getByRole('checkbox', { name: /^Gluten/ })).toBeChecked(),
    );
    // Focus stays on the box that was ticked.
    expect(within(screen.getByRole('group', { name: 'Free from' })).getByRole('checkbox', { name: /^Gluten/ })).toHaveFocus();
    await events.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(queriesTo(fetchMock, '/api/recipes/free-from-counts').at(-1)).toEqual({}));
    await waitFor(() => expect(lastRecipeQuery(fetchMock)).not.toHaveProperty('freeFrom'));
  });

  it('reads the time from the address, shows one that is not a choice, and clears it with the rest', async () => {
    const { events, router, fetchMock } = browse('/browse?maxMinutes=45');
    await screen.findByText('3 recipes found');
    expect(lastRecipeQuery(fetchMock)).toMatchObject({ maxMinutes: '45' });
    const time = screen.getByRole('combobox', { name: 'Total time' });
    expect(time).toHaveValue('45');
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any time', 'Up to 15 min', 'Up to 30 min', 'Up to 45 min', 'Up to 1 hour']);
    await events.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Total time' })).toHaveValue(''));
  });

  it('puts the time between the cuisine and the sort in the keyboard order', async () => {
    const { events } = browse('/browse');
    await screen.findByText('3 recipes found');
    screen.getByRole('combobox', { name: 'Cuisine' }).focus();
    await events.tab();
    expect(screen.getByRole('combobox', { name: 'Total time' })).toHaveFocus();
    await events.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
  });

  it("titles a cuisine's list '{cuisine} Recipes' and counts a single recipe in the singular", async () => {
    browse('/browse?cuisine=Thai', { 'GET /api/recipes': recipePage(recipeCards(1), 1) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thai Recipes' })).toBeInTheDocument();
    expect(await screen.findByText('1 recipe found')).toBeInTheDocument();
  });

  it('counts no recipe in the plural and shows the empty state', async () => {
    browse('/browse?search=zzz', { 'GET /api/recipes': recipePage([], 0) });
    expect(await screen.findByText('0 recipes found')).toBeInTheDocument();
    expect(screen.getByText('No recipes found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms.')).toBeInTheDocument();
  });

  it('shows 8 skeleton cards while recipes load', async () => {
    browse('/browse', { 'GET /api/recipes': 'pending' });
    await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' });
    expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(8);
    expect(screen.getByRole('status', { name: 'Loading recipes' })).toBeInTheDocument();
  });

  it('says Failed to fetch recipes when the list cannot be loaded', async () => {
    browse('/browse', { 'GET /api/recipes': failure(500, 'Boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recipes');
  });

  it('searches on Enter: the address gets the search, the sort offers Best match', async () => {
    const { events, router, fetchMock } = browse('/browse?cuisine=Thai');
    await screen.findByText('3 recipes found');
    expect(screen.queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'chickpea{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=chickpea&cuisine=Thai'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for chickpea' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    await waitFor(() => expect(lastRecipeQuery(fetchMock)).toMatchObject({ search: 'chickpea', cuisine: 'Thai', sortBy: 'relevance' }));
  });

  it('keeps focus on the search box after Enter, and on the Search button after a click', async () => {
    const { events } = browse('/browse');
    await screen.findByText('3 recipes found');
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });
    await events.type(box, 'lentil{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for lentil' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveFocus();

    await events.clear(box);
    await events.type(box, 'tofu');
    const button = screen.getByRole('button', { name: 'Search' });
    await events.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for tofu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('writes the cuisine and sort choices to the address, starting again at page 1', async () => {
    const { events, router } = browse('/browse?page=3', { 'GET /api/recipes': recipePage(recipeCards(3), 90, 48) });
    await screen.findByText('90 recipes found');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Indian' })).toBeInTheDocument());
    await events.selectOptions(screen.getByRole('combobox', { name: 'Cuisine' }), 'Indian');
    expect(router.state.location.search).toBe('?cuisine=Indian');
    // The page renders the new address in a transition: the next choice is made on what it shows.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('Indian'));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Popular');
    expect(router.state.location.search).toBe('?cuisine=Indian&sortBy=popular');
    expect(await screen.findByRole('heading', { level: 1, name: 'Indian Recipes' })).toBeInTheDocument();
  });

  it('clears every filter back to /browse', async () => {
    const { events, router } = browse('/browse?search=soup&cuisine=Thai&tags=quick&sortBy=rating');
    await screen.findByText('3 recipes found');
    await events.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.pathname).toBe('/browse');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('re-reads the filters when the address changes', async () => {
    const { router } = browse('/browse?cuisine=Thai');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thai Recipes' })).toBeInTheDocument();
    await router.navigate('/browse?search=tofu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for tofu' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('tofu');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thai Recipes' })).toBeInTheDocument();
  });

  it('loads the first picture at once and first, and the others as they near the screen', async () => {
    browse('/browse');
    const [first, ...others] = await screen.findAllByRole('img', { name: /^Recipe number/ });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(others).toHaveLength(2);
    for (const image of others) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the place of the popular cuisines while they load, so the results do not move', async () => {
    browse('/browse', { 'GET /api/cuisines/popular': 'pending' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Popular Cuisines' })).closest('section')!;
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section.querySelectorAll('.popular-cuisines__button--placeholder')).toHaveLength(12);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers up to 12 popular cuisines that set the cuisine filter', async () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      cuisine: aCuisine({ id: index + 1, name: `Cuisine ${index + 1}` }),
      recipeCount: 30 - index,
    }));
    const { events, router } = browse('/browse', { 'GET /api/cuisines/popular': { status: 200, body: many } });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Popular Cuisines' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('button')).toHaveLength(12));
    const third = within(section).getByRole('button', { name: 'Cuisine 3 28 recipes' });
    expect(third).toHaveAttribute('aria-pressed', 'false');
    await events.click(third);
    expect(router.state.location.search).toBe('?cuisine=Cuisine+3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuisine 3 Recipes' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Cuisine 3 28 recipes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages through the results with the page parameter and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { events, router, fetchMock } = browse('/browse?cuisine=Thai', {
      'GET /api/recipes': recipePage(recipeCards(24), 60),
    });
    await screen.findByText('60 recipes found');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/browse?cuisine=Thai&page=3');
    await events.click(within(pager).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?cuisine=Thai&page=2');
    expect(scrollTo).toHaveBeenCalled();
    await waitFor(() => expect(lastRecipeQuery(fetchMock)).toMatchObject({ cuisine: 'Thai', offset: '24', limit: '24' }));
  });
});
