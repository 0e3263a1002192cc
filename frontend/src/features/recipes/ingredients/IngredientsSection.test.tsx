import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aRecipeDetail } from '../../../test/catalogue';
import { aUser, renderApp } from '../../../test/renderApp';
import { findToast } from '../../../test/toasts';

const oatsRecipe = aRecipeDetail({
  servings: 4,
  ingredients: ['For the porridge:', '1 1/2 cups rolled oats, divided', '1/3 cup maple syrup', 'salt to taste'],
  ingredientLines: [
    { text: 'For the porridge:', isGroup: true, quantity: null, quantity2: null, unit: null, name: 'For the porridge', note: null },
    {
      text: '1 1/2 cups rolled oats, divided',
      isGroup: false,
      quantity: 1.5,
      quantity2: null,
      unit: 'cup',
      name: 'rolled oats',
      note: 'divided',
    },
    { text: '1/3 cup maple syrup', isGroup: false, quantity: 1 / 3, quantity2: null, unit: 'cup', name: 'maple syrup', note: null },
    { text: 'salt to taste', isGroup: false, quantity: null, quantity2: null, unit: null, name: 'salt', note: 'to taste' },
  ],
  instructions: ['Heat the oven to 350°F.', 'Bake for 20 minutes.'],
});

function open(path: string, recipe = oatsRecipe) {
  return renderApp(path, { routes: { 'GET /api/recipes/1': { status: 200, body: recipe } } });
}
const ingredients = () => within(screen.getByRole('heading', { level: 2, name: 'Ingredients' }).closest('section')!);
const lines = () =>
  ingredients()
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const steps = () =>
  within(screen.getByRole('heading', { level: 2, name: 'Instructions' }).closest('section')!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** antd's segmented choices are clicked on their label, as a person does. */
const choice = (group: string, label: string) => within(screen.getByRole('radiogroup', { name: group })).getByText(label);

// The recipe page's code loaded once before the first test, not inside its wait.
beforeAll(() => import('../RecipePage'));
afterEach(() => window.localStorage.clear());

describe('servings and units', () => {
  it("shows the recipe as written, headings as headings, at the author's servings", async () => {
    open('/recipe/1');
    await screen.findByRole('heading', { level: 1 });
    expect(lines()).toEqual(['For the porridge', '1 1/2 cups rolled oats, divided', '1/3 cup maple syrup', 'salt to taste']);
    expect(screen.getByRole('status', { name: 'Servings' })).toHaveTextContent('4');
    expect(screen.queryByText(/For \d+ servings/)).not.toBeInTheDocument();
  });

  it('doubles with 2×, keeps the choice in the address, and says so for print', async () => {
    const { events, router } = open('/recipe/1');
    await screen.findByRole('heading', { level: 1 });
    await events.click(choice('Scale the recipe', '2×'));
    await waitFor(() => expect(lines()).toEqual(['For the porridge', '3 cups rolled oats, divided', '⅔ cup maple syrup', 'salt to taste']));
    expect(router.state.location.search).toBe('?servings=8');
    expect(screen.getByText('For 8 servings (the recipe makes 4)')).toBeInTheDocument();
    await events.click(choice('Scale the recipe', '1×'));
    await waitFor(() => expect(lines()[1]).toBe('1 1/2 cups rolled oats, divided'));
    expect(router.state.location.search).toBe('');
  });

  it('steps one serving at a time and opens a shared address scaled', async () => {
    const { events } = open('/recipe/1?servings=2');
    await screen.findByRole('heading', { level: 1 });
    expect(lines()[1]).toBe('¾ cup rolled oats, divided');
    await events.click(screen.getByRole('button', { name: 'More servings' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Servings' })).toHaveTextContent('3'));
    expect(lines()[1]).toBe('1 ⅛ cups rolled oats, divided');
    for (const left of ['2', '1', '½']) {
      await events.click(screen.getByRole('button', { name: 'Fewer servings' }));
      await waitFor(() => expect(screen.getByRole('status', { name: 'Servings' })).toHaveTextContent(left));
    }
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });

  it('ignores a nonsensical address', async () => {
    open('/recipe/1?servings=-3%3Cb%3E');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('status', { name: 'Servings' })).toHaveTextContent('4');
  });

  it('scales by batches when the author gave no servings', async () => {
    const { events, router } = open('/recipe/1', { ...oatsRecipe, servings: null });
    await screen.findByRole('heading', { level: 1 });
    await events.click(screen.getByRole('button', { name: 'More batches' }));
    expect(await screen.findByText('Scaled 2 times')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?scale=2');
  });

  it('switches to metric, converting amounts and oven temperatures, and remembers it', async () => {
    const { events, unmount } = open('/recipe/1');
    await screen.findByRole('heading', { level: 1 });
    await events.click(choice('Units', 'Metric'));
    expect(lines()).toEqual(['For the porridge', '135 g rolled oats, divided', '79 ml maple syrup', 'salt to taste']);
    expect(steps()[0]).toBe('Heat the oven to 180°C.');
    unmount();
    open('/recipe/1');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked());
    expect(lines()[1]).toBe('135 g rolled oats, divided');
  });
  it("puts the ingredients on a member's shopping list at the servings chosen", async () => {
    const { events, bodiesOf } = renderApp('/recipe/1?servings=6', {
      user: aUser(),
      routes: {
        'GET /api/recipes/1': { status: 200, body: oatsRecipe },
        'POST /api/shopping-list/recipes/1': { status: 200, body: { items: [] } },
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Add to shopping list' }));
    expect((await findToast('Added to your shopping list')).kind).toBe('success');
    expect(bodiesOf('POST /api/shopping-list/recipes/1')).toEqual([{ servings: 6 }]);
  });

  it('offers a visitor no shopping list', async () => {
    open('/recipe/1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Add to shopping list' })).not.toBeInTheDocument();
  });
});
