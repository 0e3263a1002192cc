import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  plantryApi as generatedApi,
  type FavoritePageDto,
  type RecipeCardDto,
  type RecipeDetailDto,
  type RecipePageDto,
} from './plantry.gen';

/** The cached answers that show recipe cards or a recipe page, each holding isFavorite. */
const SHOWING_RECIPES = ['listRecipes', 'listMyRecipes', 'getRecipe', 'listFavorites', 'listFollowingRecipes'] as const;
type ShowingRecipes = (typeof SHOWING_RECIPES)[number];
type Shown = RecipePageDto | RecipeDetailDto | FavoritePageDto;

const isShowingRecipes = (name: string): name is ShowingRecipes => (SHOWING_RECIPES as readonly string[]).includes(name);

/** Sets isFavorite on recipe `id` wherever it is in one cached answer. */
function setFavorite(shown: Shown, id: number, isFavorite: boolean): void {
  const mark = (recipe: RecipeCardDto) => {
    if (recipe.id === id) recipe.isFavorite = isFavorite;
  };
  if (!('items' in shown)) return mark(shown);
  for (const item of shown.items) mark('recipe' in item ? item.recipe : item);
}

interface MutationLifecycle {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the store's state type is the app's, not this module's
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * Turns the heart of recipe `recipeId` on or off at once in every cached list and page, and back
 * when the call fails (the caller tells the user).
 */
export async function markFavorite({ dispatch, getState, queryFulfilled }: MutationLifecycle, recipeId: number, isFavorite: boolean) {
  const state = getState() as Parameters<typeof generatedApi.util.selectInvalidatedBy>[0];
  const tags = ['RecipeList', 'MyRecipes', 'Favorites', 'Following', { type: 'Recipe', id: recipeId }] as unknown as Parameters<
    typeof generatedApi.util.selectInvalidatedBy
  >[1];
  const shown = generatedApi.util.selectInvalidatedBy(state, tags).filter((entry) => isShowingRecipes(entry.endpointName));
  const patches = shown.map(({ endpointName, originalArgs }) =>
    dispatch(
      generatedApi.util.updateQueryData(endpointName as ShowingRecipes, originalArgs as never, (draft) =>
        setFavorite(draft as Shown, recipeId, isFavorite),
      ),
    ),
  );
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
    return;
  }
  // The recipe's page, when it was first asked for while the heart was being sent (a member who
  // hearts a card and opens it at once), may hold the answer from before: it is asked for again
  // (after its first answer, when that is still on its way).
  if (!shown.some(({ endpointName }) => endpointName === 'getRecipe')) {
    dispatch(generatedApi.util.invalidateTags([{ type: 'Recipe', id: recipeId }] as never));
  }
}
