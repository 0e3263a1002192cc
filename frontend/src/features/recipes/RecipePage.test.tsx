import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aRecipeDetail, imageVariants, myRecipesPage } from '../../test/catalogue';
import { aUser, failure, renderApp, type AppOptions, type Reply } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { formatMinutes } from './recipeTimes';

function recipePage(path: string, reply: Reply, options: AppOptions = {}) {
  return renderApp(path, { ...options, routes: { 'GET /api/recipes/1': reply, ...options.routes } });
}

const ok = (body: unknown): Reply => ({ status: 200, body });

describe('recipe page', () => {
  it('asks for the recipe while the app is still loading', async () => {
    const { countOf } = recipePage('/recipe/1', ok(aRecipeDetail()), { users: ['pending'] });
    await waitFor(() => expect(countOf('GET /api/recipes/1')).toBe(1));
    expect(screen.getByRole('status', { name: 'Loading Plantry' })).toBeInTheDocument();
  });

  it('asks for the recipe only once', async () => {
    const { countOf } = recipePage('/recipe/1', ok(aRecipeDetail()), { user: aUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' })).toBeInTheDocument();
    expect(countOf('GET /api/recipes/1')).toBe(1);
  });

  it('shows every part of a recipe', async () => {
    const { container } = recipePage('/recipe/1', ok(aRecipeDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: 'Chickpea Curry' })).toHaveAttribute('src', '/uploads/recipes/seed-chickpea-curry.webp');
    expect(screen.getByText('A creamy coconut curry with chickpeas and spinach.')).toBeInTheDocument();
    const hero = within(container.querySelector<HTMLElement>('.recipe-hero')!);
    expect(hero.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('.recipe-hero [data-filled="true"]')).toHaveLength(4);
    expect(hero.getByText('4.5')).toBeInTheDocument();
    expect(hero.getByText('(12 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(container.querySelector('.recipe-hero .author-badge__avatar')).toHaveTextContent(/^P$/);
    expect(screen.getByText('Indian')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['curry', 'gluten-free', 'weeknight']);
    expect(
      within(screen.getByRole('list', { name: 'Times and servings' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prep 15 min', 'Cook 1 h 15 min', 'Serves 4']);

    const ingredients = screen.getByRole('heading', { level: 2, name: 'Ingredients' }).closest('section')!;
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 can chickpeas', '400 ml coconut milk', '2 handfuls spinach']);
    const instructions = screen.getByRole('heading', { level: 2, name: 'Instructions' }).closest('section')!;
    const steps = within(instructions).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fry the onion.', 'Add the spices and chickpeas.', 'Simmer with coconut milk.']);
    expect(screen.getByRole('heading', { level: 2, name: 'Helpful Notes' })).toBeInTheDocument();
    expect(screen.getByText('Keeps for three days in the fridge.')).toBeInTheDocument();

    const fullRecipe = screen.getByRole('link', { name: /Full Recipe/ });
    expect(fullRecipe).toHaveAttribute('href', 'https://example.com/chickpea-curry');
    expect(fullRecipe).toHaveAttribute('target', '_blank');
    expect(fullRecipe).toHaveAttribute('rel', 'noopener noreferrer');

    const gallery = screen.getByRole('heading', { level: 2, name: 'Gallery' }).closest('section')!;
    const photos = within(gallery).getAllByRole('link');
    expect(photos.map((photo) => photo.getAttribute('href'))).toEqual([
      '/uploads/recipes/gallery-1.webp',
      '/uploads/recipes/gallery-2.webp',
    ]);
    expect(photos.every((photo) => photo.getAttribute('target') === '_blank')).toBe(true);

    // The reviews' code loads on its own, after the first screen's.
    const reviews = (await screen.findByRole('heading', { level: 2, name: 'Reviews (12)' })).closest('section')!;
    expect(within(reviews).getByText('Based on 12 reviews')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Chickpea Curry | Plantry'));
  });

  it('leaves out what a recipe does not have', async () => {
    recipePage(
      '/recipe/1',
      ok(
        aRecipeDetail({
          featuredImage: null,
          cuisine: null,
          tags: [],
          helpfulNotes: null,
          linkToFullRecipe: null,
          galleryImages: [],
          prepMinutes: null,
          cookMinutes: null,
          servings: null,
        }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByText('Indian')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Times and servings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Helpful Notes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Full Recipe/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Free from' })).not.toBeInTheDocument();
  });

  it('shows what the recipe is free from, and where that comes from', async () => {
    recipePage('/recipe/1', ok(aRecipeDetail({ freeFrom: ['gluten', 'tree-nuts', 'oil'] })));
    const badges = await screen.findByRole('list', { name: 'Free from' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Gluten-free', 'Tree-nut-free', 'Oil-free']);
    expect(screen.getByText('From the ingredient list. With an allergy, check the label of everything you buy.')).toBeInTheDocument();
  });

  it('shows only the times that are given', async () => {
    recipePage('/recipe/1', ok(aRecipeDetail({ prepMinutes: null, cookMinutes: 60, servings: null })));
    const meta = await screen.findByRole('list', { name: 'Times and servings' });
    expect(
      within(meta)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cook 1 h']);
  });

  it.each([
    [5, '5 min'],
    [45, '45 min'],
    [60, '1 h'],
    [75, '1 h 15 min'],
    [150, '2 h 30 min'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it("offers a visitor 'Sign In to Review' and says No reviews yet", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { events } = recipePage('/recipe/1', ok(aRecipeDetail({ reviewCount: 0, avgRating: 0 })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reviews (0)' })).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('(0 reviews)')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Sign In to Review' }));
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Frecipe%2F1');
  });

  it('does not offer Sign In to Review to a signed-in member', async () => {
    recipePage('/recipe/1', ok(aRecipeDetail({ reviewCount: 1, avgRating: 5 })), { user: aUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Reviews (1)' })).toBeInTheDocument();
    expect(screen.getByText('Based on 1 review')).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In to Review' })).not.toBeInTheDocument();
  });

  it('prints the recipe with the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { events } = recipePage('/recipe/1', ok(aRecipeDetail()));
    await events.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says Recipe Not Found for a missing recipe', async () => {
    recipePage('/recipe/1', failure(404, 'Recipe not found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Recipe Not Found | Plantry'));
  });

  it('says Recipe Not Found for an id that is not a number, without asking the server', async () => {
    const { countOf } = recipePage('/recipe/abc', ok(aRecipeDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(countOf('GET /api/recipes/abc')).toBe(0);
  });

  it('says Failed to fetch recipe when the server fails', async () => {
    recipePage('/recipe/1', failure(500, 'Boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recipe');
  });

  it('loads the featured picture first, in the copy that fits, and each gallery photo in its own', async () => {
    const featured = '/uploads/recipes/seed-chickpea-curry.webp';
    const gallery = '/uploads/recipes/gallery-2.webp';
    recipePage(
      '/recipe/1',
      ok(aRecipeDetail({ featuredImageVariants: imageVariants(featured), galleryImageVariants: [imageVariants(gallery)] })),
    );
    const hero = await screen.findByRole('img', { name: 'Chickpea Curry' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero.getAttribute('srcset')).toContain('/uploads/recipes/seed-chickpea-curry-640.webp 640w');
    expect(hero).toHaveAttribute('sizes', '(min-width: 1200px) 600px, (min-width: 992px) 50vw, 100vw');

    const [first, second] = within(screen.getByRole('heading', { name: 'Gallery' }).closest('section')!).getAllByRole('img');
    // Only the second photo is a stored upload with copies.
    expect(first).not.toHaveAttribute('srcset');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(second.getAttribute('srcset')).toContain('/uploads/recipes/gallery-2-320.webp 320w');
    expect(second.closest('a')).toHaveAttribute('href', gallery);
  });
});

describe('recipe page for its author and admins', () => {
  const author = aUser({ id: 3, role: 'home_cook' });
  const admin = aUser({ id: 1, role: 'admin' });
  // The tools load on demand; loaded beforehand, their absence below means they were not offered.
  beforeAll(() => import('./RecipeOwnerTools'));

  const flagged = aRecipeDetail({
    isApproved: false,
    veganFlags: [{ index: 1, line: '2 tbsp honey', term: 'honey' }],
  });

  it.each([
    ['its author', author],
    ['an admin', admin],
  ])('offers %s Edit and Delete', async (_who, user) => {
    recipePage('/recipe/1', ok(aRecipeDetail()), { user });
    expect(await screen.findByRole('link', { name: 'Edit Chickpea Curry' })).toHaveAttribute('href', '/edit-recipe/1');
    expect(screen.getByRole('button', { name: 'Delete Chickpea Curry' })).toBeInTheDocument();
    expect(screen.queryByText('Pending review')).not.toBeInTheDocument();
  });

  it.each([
    ['another member', aUser({ id: 9, role: 'home_cook' })],
    ['a visitor', null],
  ])('offers %s neither Edit nor Delete', async (_who, user) => {
    recipePage('/recipe/1', ok(aRecipeDetail()), { user });
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  // On phones the page's CSS shows 'More actions' instead of the buttons (jsdom draws both).
  async function openMoreActions(events: ReturnType<typeof recipePage>['events']) {
    await events.click(await screen.findByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete', 'Print']);
    return within(menu);
  }

  it('offers Edit in More actions, which opens the edit page', async () => {
    const { events, router } = recipePage('/recipe/1', ok(aRecipeDetail()), { user: author });
    const menu = await openMoreActions(events);
    await events.click(menu.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-recipe/1'));
  });

  it('offers Print in More actions', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { events } = recipePage('/recipe/1', ok(aRecipeDetail()), { user: admin });
    const menu = await openMoreActions(events);
    await events.click(menu.getByRole('menuitem', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('deletes from More actions after confirmation', async () => {
    const { events, router, countOf } = recipePage('/recipe/1', ok(aRecipeDetail()), {
      user: author,
      routes: { 'DELETE /api/recipes/1': { status: 204 }, 'GET /api/my-recipes': myRecipesPage([]) },
    });
    const menu = await openMoreActions(events);
    await events.click(menu.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this recipe?');
    expect(countOf('DELETE /api/recipes/1')).toBe(0);
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast('Recipe deleted')).description).toBe('Your recipe has been removed.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-recipes'));
    expect(countOf('DELETE /api/recipes/1')).toBe(1);
  });

  it('tells the author that the recipe waits for review, and nothing about vegan checks', async () => {
    recipePage('/recipe/1', ok(flagged), { user: author });
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Only you and the admins can see this recipe until an admin approves it.')).toBeInTheDocument();
    expect(screen.queryByText('May not be vegan')).not.toBeInTheDocument();
  });

  it('warns an admin about ingredient lines that may not be vegan', async () => {
    recipePage('/recipe/1', ok(flagged), { user: admin });
    expect(await screen.findByText('May not be vegan')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Flagged ingredients' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 tbsp honey (honey)']);
    expect(screen.getByText('Only its author and the admins can see this recipe until an admin approves it.')).toBeInTheDocument();
  });

  it('has no vegan warning without flags', async () => {
    recipePage('/recipe/1', ok(aRecipeDetail({ veganFlags: [] })), { user: admin });
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    expect(screen.queryByText('May not be vegan')).not.toBeInTheDocument();
  });

  it('deletes after confirmation and goes to My Recipes', async () => {
    const { events, router, countOf } = recipePage('/recipe/1', ok(aRecipeDetail()), {
      user: author,
      routes: {
        'DELETE /api/recipes/1': { status: 204 },
        'GET /api/my-recipes': myRecipesPage([]),
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Delete Chickpea Curry' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this recipe?')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await findToast('Recipe deleted')).description).toBe('Your recipe has been removed.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-recipes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Recipes' })).toBeInTheDocument();
    expect(countOf('DELETE /api/recipes/1')).toBe(1);
  });
});
