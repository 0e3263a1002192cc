import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecipeDetailDto } from '../../api';
import { aCuisine, aRecipeDetail } from '../../test/catalogue';
import { recordForms } from '../../test/forms';
import { aUser, failure, renderApp, type Reply, type UserAnswer } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const SAVE = 'PUT /api/recipes/1';
const SAVE_IMAGES = 'PUT /api/recipes/1/images';
/** aRecipeDetail is by author 3. */
const author = aUser({ id: 3, role: 'home_cook' });
const recipe = aRecipeDetail();

function openEdit(user: UserAnswer, routes: Record<string, Reply> = {}, path = '/edit-recipe/1') {
  return renderApp(path, {
    user,
    routes: {
      'GET /api/recipes/1': { status: 200, body: recipe },
      'GET /api/cuisines': { status: 200, body: [aCuisine({ id: 4, name: 'Indian' })] },
      ...routes,
    },
  });
}

async function openForm(routes: Record<string, Reply> = {}, user: UserAnswer = author) {
  const app = openEdit(user, routes);
  expect(await screen.findByLabelText('Title')).toHaveValue('Chickpea Curry');
  return app;
}

type App = Awaited<ReturnType<typeof openForm>>;

async function replace(app: App, label: string, text: string) {
  await app.events.clear(screen.getByLabelText(label));
  if (text) {
    await app.events.click(screen.getByLabelText(label));
    await app.events.paste(text);
  }
}

const save = (app: App) => app.events.click(screen.getByRole('button', { name: 'Save Changes' }));

const saved = (changes: Partial<RecipeDetailDto> = {}): Reply => ({ status: 200, body: { ...recipe, ...changes } });

/** The recipe as sent when nothing was changed. */
const unchanged = {
  title: 'Chickpea Curry',
  description: 'A creamy coconut curry with chickpeas and spinach.',
  ingredients: ['1 can chickpeas', '400 ml coconut milk', '2 handfuls spinach'],
  instructions: ['Fry the onion.', 'Add the spices and chickpeas.', 'Simmer with coconut milk.'],
  helpfulNotes: 'Keeps for three days in the fridge.',
  linkToFullRecipe: 'https://example.com/chickpea-curry',
  cuisineId: 4,
  prepMinutes: 15,
  cookMinutes: 75,
  servings: 4,
  tags: ['curry', 'gluten-free', 'weeknight'],
};

describe('edit recipe', () => {
  it('shows Access Denied to a visitor, with a way to sign in', async () => {
    const app = openEdit(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Recipe' })).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fedit-recipe%2F1',
    );
    expect(screen.getByRole('link', { name: 'Back to My Recipes' })).toHaveAttribute('href', '/my-recipes');
    expect(app.countOf('GET /api/recipes/1')).toBe(0);
  });

  it.each([
    ['a recipe that does not exist', '/edit-recipe/1'],
    ['an address that is not a recipe id', '/edit-recipe/abc'],
  ])('says Recipe Not Found for %s', async (_case, path) => {
    openEdit(author, { 'GET /api/recipes/1': failure(404, 'Recipe not found') }, path);
    expect(await screen.findByText('Recipe Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Recipes' })).toHaveAttribute('href', '/my-recipes');
  });

  it('shows a spinner while the recipe loads', async () => {
    openEdit(author, { 'GET /api/recipes/1': 'pending' });
    expect(await screen.findByRole('status', { name: 'Loading recipe' })).toBeInTheDocument();
  });

  it('says Failed to fetch recipe when the recipe cannot be loaded', async () => {
    openEdit(author, { 'GET /api/recipes/1': failure(500, 'Internal server error') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recipe');
  });

  it('sends anyone but the author to My Recipes with Access denied', async () => {
    const app = openEdit(aUser({ id: 7, role: 'home_cook' }));
    expect(await findToast('Access denied')).toEqual({ description: 'You can only edit your own recipes', kind: 'error' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/my-recipes'));
    expect(app.countOf(SAVE)).toBe(0);
  });

  it('fills the form with the recipe, tags as comma-separated text and its photos', async () => {
    await openForm();
    expect(screen.getByLabelText('Description')).toHaveValue('A creamy coconut curry with chickpeas and spinach.');
    expect(screen.getByLabelText('Ingredients')).toHaveValue('1 can chickpeas\n400 ml coconut milk\n2 handfuls spinach');
    expect(screen.getByLabelText('Instructions')).toHaveValue('Fry the onion.\nAdd the spices and chickpeas.\nSimmer with coconut milk.');
    expect(screen.getByLabelText('Helpful Notes')).toHaveValue('Keeps for three days in the fridge.');
    expect(screen.getByLabelText('Link to Full Recipe')).toHaveValue('https://example.com/chickpea-curry');
    expect(await screen.findByTitle('Indian')).toBeInTheDocument();
    expect(screen.getByLabelText('Prep time (minutes)')).toHaveValue('15');
    expect(screen.getByLabelText('Cook time (minutes)')).toHaveValue('75');
    expect(screen.getByLabelText('Servings')).toHaveValue('4');
    expect(screen.getByLabelText('Tags')).toHaveValue('curry, gluten-free, weeknight');
    const photos = within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      '/uploads/recipes/seed-chickpea-curry.webp',
      '/uploads/recipes/gallery-1.webp',
      '/uploads/recipes/gallery-2.webp',
    ]);
  });

  it('saves the text with parsed tags and cleared fields as null, then opens the recipe', async () => {
    const app = await openForm({ [SAVE]: saved({ title: 'Chickpea Curry Deluxe' }) });
    await replace(app, 'Title', '  Chickpea Curry Deluxe ');
    await replace(app, 'Tags', 'Quick, dinner, quick, ');
    await replace(app, 'Helpful Notes', '');
    await replace(app, 'Link to Full Recipe', '');
    await replace(app, 'Servings', '');
    await save(app);

    expect(await findToast('Recipe updated successfully')).toEqual({
      description: 'Your recipe has been updated and is pending review.',
      kind: 'success',
    });
    expect(app.bodiesOf(SAVE)).toEqual([
      {
        ...unchanged,
        title: 'Chickpea Curry Deluxe',
        tags: ['quick', 'dinner'],
        helpfulNotes: null,
        linkToFullRecipe: null,
        servings: null,
      },
    ]);
    expect(app.countOf(SAVE_IMAGES)).toBe(0);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/recipe/1'));
  });

  it("lets an admin edit anyone's recipe; the changes are live", async () => {
    const app = await openForm({ [SAVE]: saved() }, aUser({ id: 1, role: 'admin' }));
    await replace(app, 'Cuisine', '');
    await app.events.click(screen.getByLabelText('Cuisine'));
    await app.events.click(await screen.findByTitle('No cuisine'));
    await save(app);
    expect(await findToast('Recipe updated successfully')).toEqual({ description: 'Your changes are live.', kind: 'success' });
    expect(app.bodiesOf(SAVE)).toEqual([{ ...unchanged, cuisineId: null }]);
  });

  it('replaces the photos when they changed: the kept ones in order, then the new ones', async () => {
    const app = await openForm({ [SAVE]: saved(), [SAVE_IMAGES]: saved() });
    const formsOf = recordForms();
    await app.events.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await app.events.click(screen.getByRole('button', { name: 'Make featured (photo 2)' }));
    await app.events.upload(screen.getByLabelText('Photos'), new File(['x'], 'new.jpg', { type: 'image/jpeg' }));
    await save(app);

    expect(await findToast('Recipe updated successfully')).toBeTruthy();
    expect(app.bodiesOf(SAVE)).toEqual([unchanged]);
    expect(formsOf(SAVE_IMAGES)).toEqual([
      {
        keepImages: '["/uploads/recipes/gallery-2.webp","/uploads/recipes/gallery-1.webp"]',
        images: 'file:new.jpg',
      },
    ]);
  });

  it('sends the kept photos alone as JSON when only some were removed', async () => {
    const app = await openForm({ [SAVE]: saved(), [SAVE_IMAGES]: saved() });
    await app.events.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await save(app);
    expect(await findToast('Recipe updated successfully')).toBeTruthy();
    expect(app.bodiesOf(SAVE_IMAGES)).toEqual([
      { keepImages: ['/uploads/recipes/seed-chickpea-curry.webp', '/uploads/recipes/gallery-2.webp'] },
    ]);
  });

  it('says Missing required fields and sends nothing when one is blank', async () => {
    const app = await openForm({ [SAVE]: saved() });
    await replace(app, 'Instructions', '   ');
    await save(app);
    expect(await findToast('Missing required fields')).toEqual({ description: null, kind: 'error' });
    expect(app.countOf(SAVE)).toBe(0);
  });

  it("reports a failure with the server's message", async () => {
    const app = await openForm({ [SAVE]: failure(409, 'A recipe with this title and these ingredients exists') });
    await save(app);
    expect(await findToast('Failed to update recipe')).toEqual({
      description: 'A recipe with this title and these ingredients exists',
      kind: 'error',
    });
    expect(app.router.state.location.pathname).toBe('/edit-recipe/1');
  });
});
