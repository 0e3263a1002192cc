import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { plantryApi, type CuisineDto, type ImageVariantsDto, type RecipeCardDto, type RecipeDetailDto, type UserDto } from '../api';
import { AppProviders } from '../app/AppProviders';
import { makeStore } from '../app/store';
import type { Reply } from './renderApp';

/** Test data and helpers for the recipe catalogue (cards, browse, cuisines, recipe page). */

export function aRecipeCard(overrides: Partial<RecipeCardDto> = {}): RecipeCardDto {
  return {
    id: 1,
    title: 'Chickpea Curry',
    description: 'A creamy coconut curry with chickpeas and spinach.',
    featuredImage: '/uploads/recipes/seed-chickpea-curry.webp',
    featuredImageVariants: null,
    cuisine: { id: 4, name: 'Indian' },
    tags: ['curry', 'gluten-free', 'weeknight'],
    avgRating: 4.5,
    reviewCount: 12,
    totalMinutes: 35,
    author: { id: 3, name: 'Priya Raman' },
    createdAt: '2024-05-01T10:00:00.000Z',
    isApproved: true,
    ...overrides,
  };
}

/** `count` cards with ids from `firstId` and distinct titles. */
export function recipeCards(count: number, firstId = 1): RecipeCardDto[] {
  return Array.from({ length: count }, (_, index) => aRecipeCard({ id: firstId + index, title: `Recipe number ${firstId + index}` }));
}

export function aRecipeDetail(overrides: Partial<RecipeDetailDto> = {}): RecipeDetailDto {
  return {
    ...aRecipeCard(),
    ingredients: ['1 can chickpeas', '400 ml coconut milk', '2 handfuls spinach'],
    ingredientLines: [
      { text: '1 can chickpeas', isGroup: false, quantity: 1, quantity2: null, unit: 'can', name: 'chickpeas', note: null },
      { text: '400 ml coconut milk', isGroup: false, quantity: 400, quantity2: null, unit: 'milliliter', name: 'coconut milk', note: null },
      { text: '2 handfuls spinach', isGroup: false, quantity: 2, quantity2: null, unit: 'handful', name: 'spinach', note: null },
    ],
    freeFrom: [],
    nutrition: { counted: 0, covered: 0, perServing: null, fortifiedB12: false },
    instructions: ['Fry the onion.', 'Add the spices and chickpeas.', 'Simmer with coconut milk.'],
    helpfulNotes: 'Keeps for three days in the fridge.',
    linkToFullRecipe: 'https://example.com/chickpea-curry',
    galleryImages: ['/uploads/recipes/gallery-1.webp', '/uploads/recipes/gallery-2.webp'],
    galleryImageVariants: [],
    prepMinutes: 15,
    cookMinutes: 75,
    totalMinutes: 90,
    servings: 4,
    favoriteCount: 3,
    authorId: 3,
    cuisineId: 4,
    updatedAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A stored upload of 1600 x 1200 at `url`, with its 320, 640 and 1280 px copies and a preview. */
export function imageVariants(url: string, overrides: Partial<ImageVariantsDto> = {}): ImageVariantsDto {
  const copy = (width: number) => ({ url: url.replace(/\.webp$/, `-${width}.webp`), width });
  return {
    url,
    width: 1600,
    height: 1200,
    placeholder: 'data:image/webp;base64,UklGRg==',
    variants: [copy(320), copy(640), copy(1280), { url, width: 1600 }],
    ...overrides,
  };
}

export function aCuisine(overrides: Partial<CuisineDto> = {}): CuisineDto {
  return { id: 1, name: 'Thai', emoji: '🍜', recipeCount: 5, ...overrides };
}

/** GET /api/recipes's answer: one page of recipes. */
export function recipePage(items: RecipeCardDto[], total = items.length, offset = 0): Reply {
  return { status: 200, body: { items, total, limit: 24, offset } };
}

/** GET /api/my-recipes's answer: one page of the caller's recipes and their counts. */
export function myRecipesPage(
  items: RecipeCardDto[],
  { total = items.length, offset = 0, totalReviews = 0, pendingCount = 0 } = {},
): Reply {
  return { status: 200, body: { items, total, limit: 24, offset, totalReviews, pendingCount } };
}

/** GET /api/favorites's answer: one page of saved recipes, most recently saved first. */
export function favoritesPage(recipes: RecipeCardDto[], total = recipes.length, offset = 0): Reply {
  const items = recipes.map((recipe, index) => ({
    id: 100 + index,
    createdAt: '2026-11-20T10:00:00.000Z',
    recipe: { ...recipe, isFavorite: true },
  }));
  return { status: 200, body: { items, total, limit: 24, offset } };
}

/** The query parameters of every call made to `path` (e.g. '/api/recipes'), oldest first. */
export function queriesTo(fetchMock: ReturnType<typeof vi.fn>, path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input as RequestInfo, init as RequestInit)))
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

/**
 * One component inside the app's providers and a router, without the whole app. A signed-in
 * `user` is put in the cache as the current user; without one the component sees a visitor.
 */
export async function renderWithProviders(ui: ReactNode, { user }: { user?: UserDto } = {}) {
  const store = makeStore();
  if (user) await store.dispatch(plantryApi.util.upsertQueryData('getCurrentUser', undefined, user));
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store, events: userEvent.setup() };
}
