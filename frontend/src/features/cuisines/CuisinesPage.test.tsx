import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCuisine, recipePage } from '../../test/catalogue';
import { failure, renderApp, type Routes } from '../../test/renderApp';

const cuisines = [
  aCuisine({ id: 1, name: 'American', recipeCount: 3 }),
  aCuisine({ id: 2, name: 'Greek', recipeCount: 0 }),
  aCuisine({ id: 3, name: 'Middle Eastern', recipeCount: 20 }),
  aCuisine({ id: 4, name: 'Thai', recipeCount: 19 }),
  aCuisine({ id: 5, name: 'Nordic', recipeCount: 1 }),
];

function cuisinesPage(routes: Routes = {}) {
  return renderApp('/cuisines', {
    routes: {
      'GET /api/cuisines': { status: 200, body: cuisines },
      'GET /api/recipes': recipePage([], 47),
      ...routes,
    },
  });
}

const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('cuisines', () => {
  it('lists cuisines with recipes only, the most recipes first, each linking to its recipes', async () => {
    cuisinesPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuisines' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Cuisines' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(['Middle Eastern', 'Thai', 'American', 'Nordic']);
    expect(cards[0]).toHaveAttribute('href', '/browse?cuisine=Middle%20Eastern');
    expect(within(cards[0]).getByText('20 recipes')).toBeInTheDocument();
    expect(within(cards[3]).getByText('1 recipe')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Explore →')).toBeInTheDocument();
    expect(screen.queryByText('Greek')).not.toBeInTheDocument();
    expect(cardNames()).toContain('Nordic');
    await waitFor(() => expect(document.title).toBe('Cuisines | Plantry'));
  });

  it('gives its statistics as a valid description list: groups of one term and one value', async () => {
    cuisinesPage();
    await screen.findByRole('list', { name: 'Cuisines' });
    const list = document.querySelector('dl')!;
    const groups = [...list.children];
    expect(groups.map((group) => group.tagName)).toEqual(['DIV', 'DIV']);
    for (const group of groups) expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    await waitFor(() =>
      expect(groups.map((group) => [...group.children].map((child) => child.textContent))).toEqual([
        ['Cuisines Available', '4'],
        ['Total Recipes', '47'],
      ]),
    );
  });

  it('marks cuisines with 20 or more recipes Popular', async () => {
    cuisinesPage();
    const cards = within(await screen.findByRole('list', { name: 'Cuisines' })).getAllByRole('link');
    expect(within(cards[0]).getByText('Popular')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Popular')).not.toBeInTheDocument();
  });

  it('draws a picture for every cuisine, a generic one for others', async () => {
    cuisinesPage();
    const cards = within(await screen.findByRole('list', { name: 'Cuisines' })).getAllByRole('link');
    const pictures = cards.map((card) => card.querySelector('svg.cuisine-illustration rect')?.getAttribute('fill'));
    expect(pictures.every(Boolean)).toBe(true);
    expect(new Set(pictures).size).toBe(4);
  });

  it('shows the Cuisines Available and Total Recipes tiles', async () => {
    cuisinesPage();
    const available = (await screen.findByText('Cuisines Available')).closest('.cuisine-stat')!;
    await waitFor(() => expect(available).toHaveTextContent('Cuisines Available4'));
    const total = screen.getByText('Total Recipes').closest('.cuisine-stat')!;
    await waitFor(() => expect(total).toHaveTextContent('Total Recipes47'));
  });

  it('says No cuisines found when no cuisine has recipes', async () => {
    cuisinesPage({ 'GET /api/cuisines': { status: 200, body: [aCuisine({ recipeCount: 0 })] } });
    expect(await screen.findByText('No cuisines found')).toBeInTheDocument();
  });

  it('shows 20 placeholders while loading', async () => {
    cuisinesPage({ 'GET /api/cuisines': 'pending' });
    await screen.findByRole('heading', { level: 1, name: 'Cuisines' });
    expect(screen.getAllByTestId('cuisine-card-skeleton')).toHaveLength(20);
  });

  it('says Failed to fetch cuisines when the list cannot be loaded', async () => {
    cuisinesPage({ 'GET /api/cuisines': failure(500, 'Boom') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cuisines');
  });

  it('invites cooks to Share a Recipe', async () => {
    cuisinesPage();
    await screen.findByRole('heading', { level: 1, name: 'Cuisines' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Share a Recipe' })).toHaveAttribute('href', '/create');
  });
});
