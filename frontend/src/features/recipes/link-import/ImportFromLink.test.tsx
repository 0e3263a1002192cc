import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkedRecipeDto } from '../../../api';
import { aCuisine } from '../../../test/catalogue';
import { aUser, failure, renderApp, type Routes } from '../../../test/renderApp';

const ID = '7d3c2a10-5b7e-4c1f-9a2b-0c1d2e3f4a5b';
const STATUS = `GET /api/recipe-links/${ID}`;
const PICTURE = '/uploads/link-imports/abc/full.webp';

const linked = (overrides: Partial<LinkedRecipeDto> = {}): LinkedRecipeDto => ({
  title: 'Green Curry',
  description: 'Fragrant and quick.',
  ingredients: ['400 ml coconut milk', '2 tbsp green curry paste'],
  instructions: ['Simmer the paste in the milk.', 'Add the vegetables.'],
  prepMinutes: 10,
  cookMinutes: 20,
  servings: 4,
  cuisine: 'thai',
  tags: ['curry', 'weeknight'],
  linkToFullRecipe: 'https://example.com/recipes/green-curry',
  picture: PICTURE,
  pictureProblem: null,
  ...overrides,
});

async function importLink(routes: Routes, address = 'https://example.com/recipes/green-curry') {
  const app = renderApp('/create', {
    user: aUser({ role: 'home_cook' }),
    routes: {
      'GET /api/cuisines': { status: 200, body: [aCuisine({ id: 4, name: 'Indian' }), aCuisine({ id: 5, name: 'Thai' })] },
      'POST /api/recipe-links': { status: 202, body: { id: ID } },
      [`GET ${PICTURE}`]: { status: 200, body: 'webp bytes', headers: { 'content-type': 'image/webp' } },
      ...routes,
    },
  });
  const box = await screen.findByRole('textbox', { name: 'Recipe page address' });
  await app.events.type(box, address);
  await app.events.click(screen.getByRole('button', { name: 'Import' }));
  return { app, box };
}

describe('import from a link on the new recipe page', () => {
  it('fills the form with the draft once the worker has read the page, and says where it came from', async () => {
    const { app } = await importLink({
      [STATUS]: [
        { status: 200, body: { id: ID, state: 'reading', message: null, recipe: null } },
        { status: 200, body: { id: ID, state: 'done', message: null, recipe: linked() } },
      ],
    });
    expect(
      await screen.findByText('Recipe imported from example.com. Check every field below before you share it.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(app.bodiesOf('POST /api/recipe-links')).toEqual([{ url: 'https://example.com/recipes/green-curry' }]);
    expect(app.countOf(STATUS)).toBe(2);
    expect(screen.getByLabelText('Title')).toHaveValue('Green Curry');
    expect(screen.getByLabelText('Ingredients')).toHaveValue('400 ml coconut milk\n2 tbsp green curry paste');
    expect(screen.getByLabelText('Instructions')).toHaveValue('Simmer the paste in the milk.\nAdd the vegetables.');
    expect(screen.getByLabelText('Link to Full Recipe')).toHaveValue('https://example.com/recipes/green-curry');
    expect(screen.getByLabelText('Servings')).toHaveValue('4');
    // The page's cuisine, matched by name whatever its case.
    expect(within(screen.getByText('Cuisine').closest('.ant-form-item')!).getByText('Thai')).toBeInTheDocument();
    // The picture is a new photo of the form, uploaded with the recipe.
    expect(screen.getAllByRole('img').some((img) => img.getAttribute('src')?.startsWith('blob:'))).toBe(true);
  });

  it('says why the picture was left out, and still fills the form', async () => {
    await importLink({
      [STATUS]: {
        status: 200,
        body: {
          id: ID,
          state: 'done',
          message: null,
          recipe: linked({ picture: null, pictureProblem: "The recipe's picture could not be brought over (the server answered 404)." }),
        },
      },
    });
    expect(await screen.findByText("The recipe's picture could not be brought over (the server answered 404).")).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Green Curry');
  });

  it("shows the worker's reason when the page gave no recipe, as an alert, and keeps the address to correct", async () => {
    const reason = 'No recipe was found on that page.';
    const { box } = await importLink({ [STATUS]: { status: 200, body: { id: ID, state: 'failed', message: reason, recipe: null } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('https://example.com/recipes/green-curry');
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it("shows the server's refusal of an address at once", async () => {
    const refusal = "That address leads to a private or local network, which Plantry never fetches. Paste the recipe's public web address.";
    const { box } = await importLink({ 'POST /api/recipe-links': failure(400, refusal) }, 'http://192.168.1.1/recipe');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    // Ready for another address (in jsdom the busy icon's leaving animation never ends, and still names the button).
    await waitFor(() => expect(within(box.closest('form')!).getByRole('button', { name: /Import$/ })).toBeEnabled());
    expect(box).not.toHaveAttribute('readonly');
  });
});
