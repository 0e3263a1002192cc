import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRecipeDetail } from '../../test/catalogue';
import { aUser, failure, renderApp } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const recipeRoute = (isFavorite?: boolean) => ({ status: 200, body: aRecipeDetail({ id: 7, isFavorite }) });
const toolbar = async () => {
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('article');
};

describe('the recipe page heart', () => {
  it('is not shown to visitors', async () => {
    renderApp('/recipe/7', { routes: { 'GET /api/recipes/7': recipeRoute() } });
    const page = await toolbar();
    expect(within(page).queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
  });

  it('saves the recipe for a member and then shows it saved, its state said once and its focus kept', async () => {
    const { events, bodiesOf } = renderApp('/recipe/7', {
      user: aUser(),
      routes: { 'GET /api/recipes/7': recipeRoute(false), 'POST /api/favorites': { status: 200, body: { isFavorite: true } } },
    });
    const page = await toolbar();
    const heart = within(page).getByRole('button', { name: 'Save to favorites' });
    heart.focus();
    await events.keyboard('{Enter}');
    expect(await findToast('Recipe saved!')).toMatchObject({ kind: 'success', description: 'Added to your favorites' });
    expect(heart).toHaveAccessibleName('Saved to favorites');
    expect(heart).not.toHaveAttribute('aria-pressed');
    expect(heart).toHaveTextContent('Saved');
    expect(heart).toHaveFocus();
    expect(bodiesOf('POST /api/favorites')).toEqual([{ recipeId: 7 }]);
  });

  it('removes a saved recipe, and turns back with an error when the call fails', async () => {
    const { events } = renderApp('/recipe/7', {
      user: aUser(),
      routes: { 'GET /api/recipes/7': recipeRoute(true), 'DELETE /api/favorites/7': failure(503, 'Busy') },
    });
    const page = await toolbar();
    await events.click(within(page).getByRole('button', { name: 'Saved to favorites' }));
    expect(await findToast('Error')).toMatchObject({ kind: 'error', description: 'Failed to update favorites' });
    expect(within(page).getByRole('button', { name: 'Saved to favorites' })).toBeInTheDocument();
  });

  it('sends a member whose session ended to sign in again', async () => {
    const { events } = renderApp('/recipe/7', {
      user: aUser(),
      routes: { 'GET /api/recipes/7': recipeRoute(false), 'POST /api/favorites': failure(401, 'You are not signed in') },
    });
    const page = await toolbar();
    await events.click(within(page).getByRole('button', { name: 'Save to favorites' }));
    expect(await findToast('Unauthorized')).toMatchObject({ description: 'You are logged out. Logging in again...' });
  });
});
