import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aRecipeDetail } from '../../../test/catalogue';
import { renderApp } from '../../../test/renderApp';

const stew = aRecipeDetail({
  servings: 2,
  ingredients: ['1 onion, chopped', '1 cup red lentils', '2 cups water'],
  ingredientLines: [
    { text: '1 onion, chopped', isGroup: false, quantity: 1, quantity2: null, unit: null, name: 'onion', note: 'chopped' },
    { text: '1 cup red lentils', isGroup: false, quantity: 1, quantity2: null, unit: 'cup', name: 'red lentils', note: null },
    { text: '2 cups water', isGroup: false, quantity: 2, quantity2: null, unit: 'cup', name: 'water', note: null },
  ],
  instructions: ['Soften the onion for 8 minutes.', 'Add the lentils and water and simmer 20 minutes at 350°F.'],
});

beforeAll(async () => {
  await import('../RecipePage');
  await import('./CookMode');
});

async function openCookMode(path = '/recipe/1') {
  const app = renderApp(path, { routes: { 'GET /api/recipes/1': { status: 200, body: stew } } });
  await app.events.click(await screen.findByRole('button', { name: 'Cook mode' }));
  return { ...app, dialog: within(await screen.findByRole('dialog', { name: `Cook mode: ${stew.title}` })) };
}

describe('cook mode', () => {
  it('shows one step at a time with the ingredients it names, scaled', async () => {
    const { dialog, events } = await openCookMode('/recipe/1?servings=4');
    expect(dialog.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(dialog.getByText('Soften the onion for 8 minutes.')).toBeInTheDocument();
    const onion = dialog.getByRole('checkbox', { name: '2 onions, chopped' });
    await events.click(onion);
    expect(onion).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await events.click(dialog.getByRole('button', { name: 'Next step' }));
    expect(dialog.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(dialog.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['2 cups red lentils', '4 cups water']);
    await events.click(dialog.getByRole('button', { name: 'Previous' }));
    expect(dialog.getByRole('checkbox', { name: '2 onions, chopped' })).toBeChecked();
  });

  it('turns steps with the arrow keys and closes on Finish', async () => {
    const { dialog, events } = await openCookMode();
    await events.keyboard('{ArrowRight}');
    expect(dialog.getByText('Step 2 of 2')).toBeInTheDocument();
    await events.keyboard('{ArrowRight}');
    expect(dialog.getByText('Step 2 of 2')).toBeInTheDocument();
    await events.keyboard('{ArrowLeft}');
    expect(dialog.getByText('Step 1 of 2')).toBeInTheDocument();
    await events.keyboard('{ArrowRight}');
    await events.click(dialog.getByRole('button', { name: 'Finish' }));
    // Closing (antd's leave motion, which happy-dom never finishes).
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveClass('ant-zoom-leave'));
  });

  it('starts a timer from a time in the step, pauses and removes it', async () => {
    const { dialog, events } = await openCookMode();
    await events.click(dialog.getByRole('button', { name: 'Start a 8 minutes timer' }));
    const timer = dialog.getByRole('timer', { name: '8 minutes timer' });
    expect(timer.textContent).toMatch(/^(8:00|7:5\d)$/);
    await events.click(dialog.getByRole('button', { name: 'Pause the 8 minutes timer' }));
    expect(dialog.getByRole('button', { name: 'Resume the 8 minutes timer' })).toBeInTheDocument();
    await events.click(dialog.getByRole('button', { name: 'Remove the 8 minutes timer' }));
    expect(dialog.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says when a timer is done', async () => {
    const { dialog, events } = await openCookMode();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      await events.click(dialog.getByRole('button', { name: 'Start a 8 minutes timer' }));
      await act(() => vi.advanceTimersByTimeAsync(7 * 60 * 1000));
      expect(dialog.getByRole('timer', { name: '8 minutes timer' })).toHaveTextContent('1:00');
      await act(() => vi.advanceTimersByTimeAsync(60 * 1000 + 500));
      expect(dialog.getByText('The 8 minutes timer is done.')).toBeInTheDocument();
      expect(dialog.getByRole('timer', { name: '8 minutes timer' })).toHaveTextContent('Done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows oven temperatures in the units chosen', async () => {
    window.localStorage.setItem('plantry.units', 'metric');
    try {
      const { dialog, events } = await openCookMode();
      await events.click(dialog.getByRole('button', { name: 'Next step' }));
      expect(dialog.getByText('Add the lentils and water and simmer 20 minutes at 180°C.')).toBeInTheDocument();
    } finally {
      window.localStorage.clear();
    }
  });
});
