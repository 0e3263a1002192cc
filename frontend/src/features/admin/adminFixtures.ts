import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AdminContactMessageDto, AdminCuisineDto, AdminRecipeDto, AdminStatsDto, AdminTrendsDto, AdminUserDto } from '../../api';
import { aRecipeCard } from '../../test/catalogue';
import { aUser, renderApp, type Reply, type Routes } from '../../test/renderApp';

/** Test data and helpers for the admin dashboard. */

/** The signed-in admin (id 1). */
export const admin = aUser({ id: 1, firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', role: 'admin' });

export const stats: AdminStatsDto = {
  users: 1234,
  cuisines: 11,
  recipes: 64,
  pendingRecipes: 3,
  flaggedRecipes: 2,
  unreadMessages: 5,
};

/** Twelve weeks of activity, and the queues with one failed image job. */
export const trends: AdminTrendsDto = {
  weeks: Array.from({ length: 12 }, (_, i) => ({
    week: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    signups: 10 + i,
    recipes: i % 3,
    reviews: 2 * i,
  })),
  queues: [
    { queue: 'email', waiting: 0, delayed: 0, active: 0, failed: 0 },
    { queue: 'images', waiting: 3, delayed: 1, active: 1, failed: 1 },
    { queue: 'import', waiting: 0, delayed: 0, active: 0, failed: 0 },
    { queue: 'recipes', waiting: 0, delayed: 1, active: 0, failed: 0 },
  ],
  workers: 1,
};

/** The tabs and their panel: the page's other tables (the trends) are outside. */
export const adminTabs = () => document.querySelector<HTMLElement>('.admin-tabs')!;

export function anAdminUser(overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  return { ...aUser({ id: 5, firstName: 'Bea', lastName: 'Cook', email: 'bea@example.com' }), recipeCount: 4, ...overrides };
}

/** The admin's own row and two members. */
export const users: AdminUserDto[] = [
  { ...admin, recipeCount: 2 },
  anAdminUser(),
  anAdminUser({ id: 6, firstName: null, lastName: null, email: 'zoe@example.com', role: 'home_cook', emailVerified: false }),
];

export function anAdminCuisine(overrides: Partial<AdminCuisineDto> = {}): AdminCuisineDto {
  return {
    id: 4,
    name: 'Indian',
    emoji: '🍛',
    isActive: true,
    recipeCount: 7,
    createdAt: '2024-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function anAdminRecipe(overrides: Partial<AdminRecipeDto> = {}): AdminRecipeDto {
  return { ...aRecipeCard(), authorEmail: 'priya@example.com', veganFlags: [], ...overrides };
}

export function aContactMessage(overrides: Partial<AdminContactMessageDto> = {}): AdminContactMessageDto {
  return {
    id: 9,
    name: 'Sam Green',
    email: 'sam@example.com',
    subject: 'Recipe idea',
    message: 'Could you add a section for quick lunches?\nThanks!',
    createdAt: '2024-06-01T10:00:00.000Z',
    handledAt: null,
    ...overrides,
  };
}

/** One page of an admin list, as the API answers it. */
export function adminPage<T>(items: T[], total = items.length, extra: object = {}): Reply {
  return { status: 200, body: { items, total, limit: 20, offset: 0, ...extra } };
}

/** The dashboard at `path`, signed in as the admin; the counters and users answer unless told otherwise. */
export function openAdmin(path = '/admin', routes: Routes = {}) {
  return renderApp(path, {
    user: admin,
    routes: {
      'GET /api/admin/stats': { status: 200, body: stats },
      'GET /api/admin/trends': { status: 200, body: trends },
      'GET /api/admin/users': adminPage(users),
      ...routes,
    },
  });
}

/** The row of the table on screen that shows `text`. */
export async function rowOf(text: string): Promise<HTMLElement> {
  await screen.findByRole('tablist');
  const [cell] = await within(await within(adminTabs()).findByRole('table')).findAllByText(text);
  return cell.closest('tr') as HTMLElement;
}

/** The open confirmation, after checking its question and warning. */
export async function confirmation(title: string, warning: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  expect(within(dialog).getByText(warning)).toBeInTheDocument();
  return dialog;
}
