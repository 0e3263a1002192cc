import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCuisine, aRecipeDetail } from '../../test/catalogue';
import { recordForms } from '../../test/forms';
import { aUser, failure, renderApp, type Reply, type UserAnswer } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { SESSION_LOST_REDIRECT_MS } from '../auth/useSessionLostHandler';

const CREATE = 'POST /api/recipes';
const cook = aUser({ role: 'home_cook' });

async function openCreate(user: UserAnswer, create?: Reply) {
  const app = renderApp('/create', {
    user,
    routes: {
      'GET /api/cuisines': { status: 200, body: [aCuisine({ id: 4, name: 'Indian' }), aCuisine({ id: 5, name: 'Thai' })] },
      ...(create && { [CREATE]: create }),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Share Your Recipe' })).toBeInTheDocument();
  return app;
}

type App = Awaited<ReturnType<typeof openCreate>>;

/** Pastes text into the fields named by their labels (pasting keeps line breaks). */
async function fill(app: App, fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    await app.events.click(screen.getByLabelText(label));
    await app.events.paste(text);
  }
}

const required = {
  Title: 'Chickpea Curry',
  Description: 'Creamy and quick.',
  Ingredients: '1 can chickpeas\n\n- 400 ml coconut milk',
  Instructions: '1. Fry the onion.\n2. Simmer.',
};

const share = (app: App) => app.events.click(screen.getByRole('button', { name: 'Share Recipe' }));

const created: Reply = { status: 201, body: aRecipeDetail({ id: 42 }) };

describe('create recipe', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a visitor to sign in with an Unauthorized notice', async () => {
    const app = renderApp('/create');
    expect(await findToast('Unauthorized')).toEqual({ description: 'Please sign in to share a recipe.', kind: 'error' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/auth'));
    expect(app.router.state.location.search).toBe('?returnTo=%2Fcreate');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('offers a registered member to become a home cook instead of the form', async () => {
    await openCreate(aUser({ role: 'registered' }));
    expect(screen.getByText('Sharing recipes is for home cooks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Become a Home Cook' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('labels every field', async () => {
    await openCreate(cook);
    for (const label of [
      'Title',
      'Description',
      'Ingredients',
      'Instructions',
      'Helpful Notes',
      'Link to Full Recipe',
      'Cuisine',
      'Servings',
      'Prep time (minutes)',
      'Cook time (minutes)',
      'Tags',
      'Photos',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription('Press Enter or type a comma after each tag.');
  });

  it('says Missing Required Fields and sends nothing while a required field is blank', async () => {
    const app = await openCreate(cook, created);
    await fill(app, { Title: '   ', Ingredients: '1 can chickpeas' });
    await share(app);
    expect(await findToast('Missing Required Fields')).toEqual({
      description: 'Please fill in all required fields.',
      kind: 'error',
    });
    for (const message of ['Title is required', 'Description is required', 'Instructions are required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(app.countOf(CREATE)).toBe(0);
  });

  it('wants the link to be a web address', async () => {
    const app = await openCreate(cook, created);
    await fill(app, { ...required, 'Link to Full Recipe': 'example.com/curry' });
    await share(app);
    expect(await screen.findByText('Please enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(app.countOf(CREATE)).toBe(0);
    expect(screen.queryByText('Missing Required Fields')).not.toBeInTheDocument();
  });

  it('asks before sharing ingredients that may not be vegan; Go back and edit sends nothing', async () => {
    const app = await openCreate(cook, created);
    await fill(app, { ...required, Ingredients: '1 cup oats\n2 tbsp honey' });
    await share(app);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Some ingredients may not be vegan');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('2 tbsp honey (honey)');
    await app.events.click(within(dialog).getByRole('button', { name: 'Go back and edit' }));
    expect(app.countOf(CREATE)).toBe(0);
    expect(screen.getByLabelText('Ingredients')).toHaveValue('1 cup oats\n2 tbsp honey');
  });

  it('shares the recipe after Save anyway', async () => {
    const app = await openCreate(cook, created);
    await fill(app, { ...required, Ingredients: '2 tbsp honey' });
    await share(app);
    await app.events.click(await screen.findByRole('button', { name: 'Save anyway' }));
    expect(await findToast('Recipe Created!')).toBeTruthy();
    expect(app.bodiesOf(CREATE)).toEqual([expect.objectContaining({ ingredients: ['2 tbsp honey'] })]);
  });

  it('warns under the ingredients as they are typed', async () => {
    const app = await openCreate(cook);
    await fill(app, { Ingredients: '1 cup oats\n2 eggs' });
    expect(await screen.findByText(/These may not be vegan/)).toBeInTheDocument();
    expect(screen.getByText('2 eggs')).toBeInTheDocument();
    expect(screen.getByText(/^Try/)).toHaveTextContent('Try flax egg (binding: 1 tbsp ground flaxseed + 3 tbsp water per egg) or chia egg');
  });

  it('shares a recipe without photos as JSON, then opens it', async () => {
    const app = await openCreate(cook, created);
    await fill(app, {
      ...required,
      'Helpful Notes': '  Keeps for three days. ',
      'Link to Full Recipe': 'https://example.com/curry',
      Servings: '4',
      'Cook time (minutes)': '25',
      Tags: 'Quick, dinner,quick,',
    });
    await app.events.click(screen.getByLabelText('Cuisine'));
    await app.events.click(await screen.findByTitle('Indian'));
    await share(app);

    expect(await findToast('Recipe Created!')).toEqual({
      description: 'Your recipe has been published and is live for everyone to see.',
      kind: 'success',
    });
    expect(app.bodiesOf(CREATE)).toEqual([
      {
        title: 'Chickpea Curry',
        description: 'Creamy and quick.',
        ingredients: ['1 can chickpeas', '400 ml coconut milk'],
        instructions: ['Fry the onion.', 'Simmer.'],
        helpfulNotes: 'Keeps for three days.',
        linkToFullRecipe: 'https://example.com/curry',
        cuisineId: 4,
        cookMinutes: 25,
        servings: 4,
        tags: ['quick', 'dinner'],
      },
    ]);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/recipe/42'));
  });

  it('shares photos as a multipart form: the first featured, the others in the gallery', async () => {
    const app = await openCreate(cook, created);
    const formsOf = recordForms();
    await fill(app, required);
    const photos = [
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'b.png', { type: 'image/png' }),
      new File(['x'], 'c.webp', { type: 'image/webp' }),
    ];
    await app.events.upload(screen.getByLabelText('Photos'), photos);
    await app.events.click(screen.getByRole('button', { name: 'Make featured (photo 2)' }));
    await share(app);

    expect(await findToast('Recipe Created!')).toBeTruthy();
    expect(formsOf(CREATE)).toEqual([
      {
        title: 'Chickpea Curry',
        description: 'Creamy and quick.',
        ingredients: '["1 can chickpeas","400 ml coconut milk"]',
        instructions: '["Fry the onion.","Simmer."]',
        featuredImage: 'file:b.png',
        galleryImages: ['file:a.jpg', 'file:c.webp'],
      },
    ]);
  });

  it("shows how the ingredients read and sends the author's corrections with the recipe", { timeout: 15_000 }, async () => {
    const reading = (text: string, quantity: number, unit: string | null, name: string) => ({
      text,
      isGroup: false,
      quantity,
      quantity2: null,
      unit,
      name,
      note: null,
    });
    const app = renderApp('/create', {
      user: cook,
      routes: {
        'GET /api/cuisines': { status: 200, body: [] },
        'POST /api/recipes/read-ingredients': {
          status: 200,
          body: {
            lines: [reading('1 can chickpeas', 1, 'can', 'chickpeas'), reading('400 ml coconut milk', 400, 'milliliter', 'coconut milk')],
            units: ['can', 'cup', 'milliliter'],
          },
        },
        [CREATE]: created,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Share Your Recipe' })).toBeInTheDocument();
    await fill(app, required);
    await app.events.click(screen.getByRole('button', { name: 'Check ingredients' }));
    const name = await screen.findByRole('textbox', { name: 'Ingredient: 400 ml coconut milk' });
    expect(name).toHaveValue('coconut milk');
    expect(screen.getByRole('spinbutton', { name: 'Amount: 1 can chickpeas' })).toHaveValue('1');
    await app.events.clear(name);
    await app.events.type(name, 'light coconut milk');
    expect(screen.getByText('Corrected')).toBeInTheDocument();
    await share(app);

    expect(await findToast('Recipe Created!')).toBeTruthy();
    expect(app.bodiesOf(CREATE)[0]).toMatchObject({
      ingredientLines: [
        reading('1 can chickpeas', 1, 'can', 'chickpeas'),
        reading('400 ml coconut milk', 400, 'milliliter', 'light coconut milk'),
      ],
    });
  });

  it('sends no corrections when the author corrected nothing', async () => {
    const app = await openCreate(cook, created);
    await fill(app, required);
    await share(app);
    expect(await findToast('Recipe Created!')).toBeTruthy();
    expect(app.bodiesOf(CREATE)[0]).not.toHaveProperty('ingredientLines');
    expect(app.bodiesOf(CREATE)[0]).not.toHaveProperty('freeFrom');
  });

  it("ticks what the recipe is free from as the ingredients are typed, and sends the author's correction", async () => {
    const app = await openCreate(cook, created);
    const group = screen.getByRole('group', { name: 'Free from' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(0);
    await fill(app, { ...required, Ingredients: '1 can chickpeas\n1 cup roasted cashews\n2 tbsp tahini' });
    const box = (name: string) => within(group).getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(box('Gluten-free')).toBeChecked());
    expect(box('Tree-nut-free')).not.toBeChecked();
    expect(box('Sesame-free')).not.toBeChecked();
    // The author's tahini is a sunflower-seed one: they tick Sesame-free.
    await app.events.click(box('Sesame-free'));
    expect(box('Sesame-free')).toBeChecked();
    expect(within(group).getByText('Corrected')).toBeInTheDocument();
    await share(app);
    expect(await findToast('Recipe Created!')).toBeTruthy();
    const sent = app.bodiesOf(CREATE)[0] as { freeFrom: string[] };
    expect(sent.freeFrom).toContain('sesame');
    expect(sent.freeFrom).toContain('gluten');
    expect(sent.freeFrom).not.toContain('tree-nuts');
  });

  it('says Sharing... while the call runs', async () => {
    const app = await openCreate(cook, 'pending');
    await fill(app, required);
    await share(app);
    expect(await screen.findByRole('button', { name: /Sharing\.\.\./ })).toBeInTheDocument();
  });

  it("reports a failure and lists the server's reasons", async () => {
    const app = await openCreate(
      cook,
      failure(400, ['Link to full recipe must be a web address starting with http:// or https://', 'Add at least one step']),
    );
    await fill(app, required);
    await share(app);

    expect(await findToast('Error')).toEqual({ description: 'Failed to create recipe. Please try again.', kind: 'error' });
    const reasons = screen.getByText('Please check the following:').closest('.ant-alert') as HTMLElement;
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Link to full recipe must be a web address starting with http:// or https://', 'Add at least one step']);
    expect(app.router.state.location.pathname).toBe('/create');
  });

  it('on 401 says Unauthorized, then signs in again through /api/login after 500 ms', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await openCreate(cook, failure(401, 'Unauthorized'));
    await fill(app, required);
    await share(app);

    expect(await findToast('Unauthorized')).toEqual({
      description: 'You are logged out. Logging in again...',
      kind: 'error',
    });
    act(() => {
      vi.advanceTimersByTime(SESSION_LOST_REDIRECT_MS);
    });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fcreate');
  });
});
