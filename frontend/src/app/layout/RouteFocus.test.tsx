import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recipePage } from '../../test/catalogue';
import { renderApp } from '../../test/renderApp';

const routes = {
  'GET /api/recipes': recipePage([], 0),
  'GET /api/cuisines': { status: 200, body: [] },
  'GET /api/cuisines/popular': { status: 200, body: [] },
};

/** The polite live region that reads out the new page. */
const announcer = () =>
  screen
    .getAllByRole('status')
    .find((region) => region.getAttribute('aria-live') === 'polite' && region.classList.contains('visually-hidden'))!;

describe('moving to another page', () => {
  it('leaves focus and the announcement alone on the first load', async () => {
    renderApp('/browse', { routes });
    await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });

  it("focuses the new page's heading and reads out its title", async () => {
    const { events } = renderApp('/browse', { routes });
    await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' });
    await events.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Categories' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Cuisines' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('Cuisines | Plantry'));
  });

  it('keeps focus in place when only the address query changes (a search on the same page)', async () => {
    const { events } = renderApp('/browse', { routes });
    await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' });
    await events.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'soup{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Search Results for soup' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });
});
