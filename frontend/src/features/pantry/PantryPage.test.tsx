import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCuisine, aRecipeCard, queriesTo, recipePage } from '../../test/catalogue';
import { renderApp, type Routes } from '../../test/renderApp';
import { addedFoods } from './HaveBox';

const foods = {
  foods: [
    { food: 'tofu', recipes: 40 },
    { food: 'chickpea', recipes: 30 },
    { food: 'brown rice', recipes: 12 },
  ],
};

function pantry(path: string, routes: Routes = {}) {
  return renderApp(path, {
    routes: {
      'GET /api/recipes': recipePage([
        aRecipeCard({ id: 1, title: 'Tofu Rice Bowl', missing: [] }),
        aRecipeCard({ id: 2, title: 'Saag Tofu', missing: ['garam masala', 'ginger'] }),
      ]),
      'GET /api/recipes/pantry-foods': { status: 200, body: foods },
      'GET /api/cuisines': { status: 200, body: [aCuisine({ id: 1, name: 'Indian' })] },
      ...routes,
    },
  });
}

describe('What can I cook?', () => {
  it('asks for nothing until foods are given, and says what to do', async () => {
    const { countOf } = pantry('/pantry');
    expect(await screen.findByRole('heading', { level: 1, name: 'What Can I Cook?' })).toBeInTheDocument();
    expect(screen.getByText('What is in your kitchen?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('What Can I Cook? | Plantry'));
    expect(countOf('GET /api/recipes')).toBe(0);
  });

  it('adds typed foods, suggests known ones, and lists recipes with what each misses', async () => {
    const user = userEvent.setup();
    const { fetchMock } = pantry('/pantry');
    const box = await screen.findByRole('combobox', { name: 'What you have' });
    // The suggestions are the foods GET /api/recipes/pantry-foods answers, in its order.
    const suggested = () => [...document.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'));
    await waitFor(() => expect(suggested()).toEqual(['tofu', 'chickpea', 'brown rice']));
    await user.type(box, 'tofu, brown rice{Enter}');
    expect(await screen.findByText('2 recipes found')).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/recipes').at(-1)).toMatchObject({ have: 'tofu,brown rice' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    const [bowl, saag] = await screen.findAllByRole('article');
    expect(within(bowl).getByText('You have everything')).toBeInTheDocument();
    expect(within(saag).getByText(/garam masala, ginger/)).toBeInTheDocument();
    expect(within(saag).getByText('Missing 2:')).toBeInTheDocument();
  });

  it('removes a food by its chip, focus back in the box, and sends the missing count and filters', async () => {
    const user = userEvent.setup();
    const { fetchMock } = pantry('/pantry?have=tofu,spinach&maxMissing=1&freeFrom=soy');
    const chips = await screen.findByRole('list', { name: 'Your ingredients' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['tofu', 'spinach']);
    expect(screen.getByRole('combobox', { name: 'Missing' })).toHaveValue('1');
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/recipes').at(-1)).toMatchObject({ have: 'tofu,spinach', maxMissing: '1', freeFrom: 'soy' }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove spinach' }));
    expect(screen.getByRole('combobox', { name: 'What you have' })).toHaveFocus();
    await waitFor(() => expect(queriesTo(fetchMock, '/api/recipes').at(-1)).toMatchObject({ have: 'tofu' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Missing' }), 'None');
    await waitFor(() => expect(queriesTo(fetchMock, '/api/recipes').at(-1)).toMatchObject({ maxMissing: '0' }));
    expect(queriesTo(fetchMock, '/api/recipes/free-from-counts')).toHaveLength(0);
  });

  it('says when nothing uses the foods', async () => {
    pantry('/pantry?have=durian', { 'GET /api/recipes': recipePage([]) });
    expect(await screen.findByText('No recipes use these ingredients yet.')).toBeInTheDocument();
  });

  it('adds each food once, any case, trimmed, within the limits', () => {
    expect(addedFoods(['Tofu'], ' tofu , rice,, RICE ,')).toEqual(['Tofu', 'rice']);
    expect(addedFoods([], `${'a'.repeat(80)}`)[0]).toHaveLength(60);
    expect(
      addedFoods(
        Array.from({ length: 29 }, (_, i) => `f${i}`),
        'x, y',
      ),
    ).toHaveLength(30);
    expect(addedFoods([], '<img src=x onerror=alert(1)>')).toEqual(['<img src=x onerror=alert(1)>']);
  });
});
