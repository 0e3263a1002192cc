import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingItemDto } from '../../api';
import { aUser, failure, renderApp, type Reply } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const LIST = 'GET /api/shopping-list';
const item = (overrides: Partial<ShoppingItemDto>): ShoppingItemDto => ({
  id: 1,
  name: 'onions',
  quantity: 3,
  unit: null,
  checked: false,
  recipes: [],
  ...overrides,
});
const items = [
  item({
    id: 1,
    name: 'onions',
    quantity: 3,
    recipes: [
      { id: 7, title: 'Dal' },
      { id: 8, title: '<b>Curry</b>' },
    ],
  }),
  item({ id: 2, name: 'rolled oats', quantity: 1.5, unit: 'cup' }),
  item({ id: 3, name: 'salt', quantity: null }),
  item({ id: 5, name: 'lime', quantity: 2 }),
  item({ id: 4, name: 'tofu', quantity: 400, unit: 'gram', checked: true }),
];
const list = (shown: ShoppingItemDto[]): Reply => ({ status: 200, body: { items: shown } });

function open(routes: Record<string, Reply | Reply[]> = { [LIST]: list(items) }) {
  return renderApp('/shopping-list', { user: aUser(), routes });
}

beforeAll(() => import('./ShoppingListPage'));

describe('shopping list', () => {
  it('asks a visitor to sign in', async () => {
    renderApp('/shopping-list');
    expect(await screen.findByText('Sign In Required')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fshopping-list',
    );
  });

  it('lists what to buy as cooks write it, with the recipes it is for', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: '4 to buy, 1 checked' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      '3 onions',
      '1 ½ cups rolled oats',
      'salt',
      '2 limes',
      '400 g tofu',
    ]);
    expect(screen.getByRole('checkbox', { name: '400 g tofu' })).toBeChecked();
    expect(screen.getByRole('link', { name: '<b>Curry</b>' })).toHaveAttribute('href', '/recipe/8');
  });

  it('checks an item off at once and tells the server', async () => {
    const ticked = items.map((one) => (one.id === 2 ? { ...one, checked: true } : one));
    const { events, bodiesOf } = open({
      [LIST]: [list(items), list(ticked)],
      'PATCH /api/shopping-list/items/2': 'pending',
    });
    await events.click(await screen.findByRole('checkbox', { name: '1 ½ cups rolled oats' }));
    // Before the server answers.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '1 ½ cups rolled oats' })).toBeChecked());
    await waitFor(() => expect(bodiesOf('PATCH /api/shopping-list/items/2')).toEqual([{ checked: true }]));
  });

  it('unticks an item again when the server refuses', async () => {
    const { events } = open({ [LIST]: list(items), 'PATCH /api/shopping-list/items/2': failure(404, 'Not found') });
    await events.click(await screen.findByRole('checkbox', { name: '1 ½ cups rolled oats' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '1 ½ cups rolled oats' })).not.toBeChecked());
  });

  it('adds an item the member writes, and removes one', async () => {
    const { events, bodiesOf, countOf } = open({
      [LIST]: [list(items), list([...items, item({ id: 6, name: 'lemons', quantity: 2 })])],
      'POST /api/shopping-list/items': list([]),
      'DELETE /api/shopping-list/items/3': { status: 204 },
    });
    await events.type(await screen.findByRole('textbox', { name: 'Add an item' }), '2 lemons{Enter}');
    await waitFor(() => expect(bodiesOf('POST /api/shopping-list/items')).toEqual([{ text: '2 lemons' }]));
    expect(await screen.findByRole('checkbox', { name: '2 lemons' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add an item' })).toHaveValue('');
    await events.click(screen.getByRole('button', { name: 'Remove salt' }));
    await waitFor(() => expect(countOf('DELETE /api/shopping-list/items/3')).toBe(1));
  });

  it('says why an item could not be added', async () => {
    const { events } = open({
      [LIST]: list(items),
      'POST /api/shopping-list/items': failure(400, 'Your shopping list is full (300 items): remove checked items first'),
    });
    await events.type(await screen.findByRole('textbox', { name: 'Add an item' }), 'x{Enter}');
    expect(await findToast('Could not add the item')).toEqual({
      description: 'Your shopping list is full (300 items): remove checked items first',
      kind: 'error',
    });
  });

  it('removes checked items, and clears the list after asking', async () => {
    const { events, countOf } = open({ [LIST]: list(items), 'DELETE /api/shopping-list': { status: 204 } });
    await events.click(await screen.findByRole('button', { name: 'Remove checked items' }));
    await waitFor(() => expect(countOf('DELETE /api/shopping-list')).toBe(1));
    await events.click(screen.getByRole('button', { name: 'Clear list' }));
    const confirm = await screen.findByRole('tooltip');
    await events.click(within(confirm).getByRole('button', { name: 'Clear list' }));
    await waitFor(() => expect(countOf('DELETE /api/shopping-list')).toBe(2));
  });

  it('shows an empty list with a way to find recipes', async () => {
    open({ [LIST]: list([]) });
    expect(await screen.findByText('Your shopping list is empty')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/browse');
  });
});
