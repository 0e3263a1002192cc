import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aRecipeDetail } from '../../../test/catalogue';
import { aUser, renderApp, type AppOptions } from '../../../test/renderApp';
import { partText, whyText } from './swapText';

const line = (text: string, quantity: number | null, unit: string | null, name: string) => ({
  text,
  isGroup: false,
  quantity,
  quantity2: null,
  unit,
  name,
  note: null,
});
const honeyRecipe = aRecipeDetail({
  servings: 4,
  ingredients: ['2 tbsp honey', '1 cup roasted cashews', '500 g carrots'],
  ingredientLines: [
    line('2 tbsp honey', 2, 'tablespoon', 'honey'),
    line('1 cup roasted cashews', 1, 'cup', 'roasted cashews'),
    line('500 g carrots', 500, 'gram', 'carrots'),
  ],
});

function recipe(options: AppOptions = {}, votes: unknown[] = []) {
  return renderApp('/recipe/1', {
    ...options,
    routes: {
      'GET /api/recipes/1': { status: 200, body: honeyRecipe },
      'GET /api/recipes/1/swap-votes': { status: 200, body: { votes } },
      ...options.routes,
    },
  });
}

describe('swaps on the recipe page', () => {
  it('offers swaps for honey by role, with amounts for the servings shown, and the count of cooks they worked for', async () => {
    const user = userEvent.setup();
    recipe({}, [{ key: 'honey:sweetness:maple', members: 3 }]);
    const section = await screen.findByRole('region', { name: 'Swaps' });
    const honey = within(section).getByRole('heading', { level: 3, name: /2 tbsp honey.*Not vegan/ });
    const options = within(honey.closest('li')!).getAllByRole('listitem');
    expect(options[0]).toHaveTextContent(/Sweetness\s*2 tbsp maple syrup/);
    expect(await within(section).findByText('3 cooks say it worked')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Worked for me/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await waitFor(() => expect(within(section).getByText(/2\s*½ tbsp maple syrup/)).toBeInTheDocument());
  });

  it('adds the lines holding what the reader avoids, and no swap holding it', async () => {
    const user = userEvent.setup();
    recipe();
    const section = await screen.findByRole('region', { name: 'Swaps' });
    expect(within(section).queryByRole('heading', { name: /cashews/ })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('checkbox', { name: 'Tree nuts' }));
    const cashews = within(section).getByRole('heading', { level: 3, name: /roasted cashews.*Contains tree nuts/ });
    expect(within(cashews.closest('li')!).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(
      within(cashews.closest('li')!).queryByText(/almond|cashew|walnut|pecan/i, { selector: '.recipe-swaps__use' }),
    ).not.toBeInTheDocument();
  });

  it('lets a member say a swap worked for them, pressed once said', async () => {
    const user = userEvent.setup();
    const { countOf } = recipe({
      user: aUser(),
      routes: {
        'PUT /api/recipes/1/swap-votes/honey:sweetness:maple': {
          status: 200,
          body: { votes: [{ key: 'honey:sweetness:maple', members: 1, mine: true }] },
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Worked for me: maple syrup' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(countOf('PUT /api/recipes/1/swap-votes/honey:sweetness:maple')).toBe(1));
  });

  it('words parts and reasons', () => {
    expect(partText({ what: 'ground flaxseed', amount: 2, amount2: null, unit: 'tablespoon', same: false })).toBe('2 tbsp ground flaxseed');
    expect(partText({ what: 'ripe banana', amount: 0.5, amount2: null, unit: null, same: false })).toMatch(/^½ ripe banana$/);
    expect(partText({ what: 'oat milk', amount: 250, amount2: 300, unit: 'milliliter', same: false })).toBe('250–300 ml oat milk');
    expect(whyText('not vegan')).toBe('Not vegan');
    expect(whyText(['tree-nuts', 'soy', 'oil'])).toBe('Contains tree nuts, soy and added oil');
  });
});
