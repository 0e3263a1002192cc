/**
 * The app's only door to the API: generated hooks and types, plus the cache behaviour, declared
 * here by endpoint name so that the generated file can be regenerated at any time.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { markFavorite } from './favoriteCache';
import { checkShoppingItem } from './shoppingCache';
import { plantryApi as generatedApi, type TwoFactorChallengeDto, type UserDto } from './plantry.gen';

export * from './plantry.gen';
export { errorMessage, errorStatus } from './errors';

type Dispatch = BaseQueryApi['dispatch'];

/** Makes `user` the answer of GET /api/auth/user, i.e. the signed-in user everywhere. */
function storeCurrentUser(dispatch: Dispatch, user: UserDto): void {
  void dispatch(generatedApi.util.upsertQueryData('getCurrentUser', undefined, user));
}

/** For calls that answer the signed-in user (sign-in, profile save, role upgrade). */
async function storeAnsweredUser(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: UserDto }> },
) {
  try {
    storeCurrentUser(dispatch, (await queryFulfilled).data);
  } catch {
    // The failure is the caller's to report; the cached user stays as it was.
  }
}

/** Whether POST /api/login answered a waiting second step (202) rather than the signed-in user. */
export const isTwoFactorChallenge = (answer: UserDto | TwoFactorChallengeDto | undefined): answer is TwoFactorChallengeDto =>
  answer !== undefined && 'twoFactorRequired' in answer;

/** For POST /api/login: the user when it signed in; nothing yet when a code is asked for. */
async function storeSignedInUser(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: UserDto | TwoFactorChallengeDto }> },
) {
  try {
    const { data } = await queryFulfilled;
    if (!isTwoFactorChallenge(data)) storeCurrentUser(dispatch, data);
  } catch {
    // The failure is the caller's to report.
  }
}

/** What a sign-in makes stale: the user, and recipes cached for the visitor (a member's carry isFavorite). */
const signedInTags = ['CurrentUser', 'Recipe', 'RecipeList'] as const;

/** Lists a new, changed or removed recipe may appear in, and the cuisines' recipe counts. */
const recipeListTags = ['RecipeList', 'MyRecipes', 'Cuisine', 'AdminRecipes', 'Cook', 'Following'] as const;

/** What a write to recipe `id` makes stale: the recipe itself and every list that may show it. */
const recipeChanged = (_result: unknown, _error: unknown, { id }: { id: number }) => [{ type: 'Recipe' as const, id }, ...recipeListTags];

/** What a cuisine's write makes stale: the admin's table and counters, cuisine lists and cards. */
const cuisineTags = ['AdminCuisines', 'AdminStats', 'Cuisine', 'RecipeList'] as const;

/** The admin dashboard's lists and counters a recipe appears in or is counted by. */
const adminRecipeTags = ['AdminRecipes', 'AdminStats', 'AdminUsers', 'AdminCuisines'] as const;

/** Recipe Management's writes: the recipe and its lists, and the dashboard's tables and counters. */
const adminRecipeChanged = (result: unknown, error: unknown, arg: { id: number }) => [
  ...recipeChanged(result, error, arg),
  ...adminRecipeTags,
];

/**
 * What a finished CSV import (not a dry run) makes stale: the imported recipes are the admin's own
 * and published, so every recipe list, the cuisines' counts and the dashboard's tables and counters.
 * The import's screen invalidates these when it sees the import finish (no API call says so).
 */
export const importedRecipeTags = [...recipeListTags, ...adminRecipeTags] as const;

/** What a review's write makes stale: its recipe's reviews, and its rating wherever it is shown. */
const reviewsChanged = ['Reviews', 'Recipe', ...recipeListTags] as const;

export const plantryApi = generatedApi.enhanceEndpoints({
  addTagTypes: [
    'CurrentUser',
    'TwoFactor',
    'Passkeys',
    'Captcha',
    'Recipe',
    'RecipeList',
    'MyRecipes',
    'Cuisine',
    'Favorites',
    'ShoppingList',
    'Reviews',
    'AdminStats',
    'AdminUsers',
    'AdminCuisines',
    'AdminRecipes',
    'ContactMessages',
    'AdminImports',
    'SwapVotes',
    'Cook',
    'Following',
    'Collections',
    'Collection',
    'Notifications',
    'NotificationSettings',
    'AdminReports',
    'ModerationLog',
  ],
  endpoints: {
    getCurrentUser: { providesTags: ['CurrentUser'] },
    // Profile changes show on the member's cook profile, and their name and picture on cards and reviews.
    updateCurrentUser: { onQueryStarted: storeAnsweredUser, invalidatesTags: (user) => (user ? ['Cook', 'RecipeList', 'Reviews'] : []) },
    replaceAvatar: { onQueryStarted: storeAnsweredUser, invalidatesTags: (user) => (user ? ['Cook', 'Reviews'] : []) },
    removeAvatar: { onQueryStarted: storeAnsweredUser, invalidatesTags: (user) => (user ? ['Cook', 'Reviews'] : []) },
    upgradeRole: { onQueryStarted: storeAnsweredUser },
    // A signed-in user: stored at once, then asked for again (SPEC.md section 4). Recipes cached
    // for the visitor are asked for again too: a member's carry isFavorite.
    login: {
      onQueryStarted: storeSignedInUser,
      invalidatesTags: (answer) => (answer && !isTwoFactorChallenge(answer) ? [...signedInTags] : []),
    },
    // The second step of a sign-in for an account with two-factor sign-in.
    completeTwoFactorSignIn: {
      onQueryStarted: storeAnsweredUser,
      invalidatesTags: (user) => (user ? [...signedInTags] : []),
    },
    // A passkey sign-in answers as the password does: the user, or a code still to ask for.
    signInWithPasskey: {
      onQueryStarted: storeSignedInUser,
      invalidatesTags: (answer) => (answer && !isTwoFactorChallenge(answer) ? [...signedInTags] : []),
    },
    // The profile's Security card.
    listPasskeys: { providesTags: ['Passkeys'] },
    addPasskey: { invalidatesTags: ['Passkeys'] },
    renamePasskey: { invalidatesTags: ['Passkeys'] },
    removePasskey: { invalidatesTags: ['Passkeys'] },
    getTwoFactorStatus: { providesTags: ['TwoFactor'] },
    enableTwoFactor: { invalidatesTags: ['TwoFactor'] },
    regenerateRecoveryCodes: { invalidatesTags: ['TwoFactor'] },
    disableTwoFactor: { invalidatesTags: ['TwoFactor'] },
    // Signing in after following the emailed link (a deliberate press on the success screen).
    signInAfterVerification: {
      onQueryStarted: storeAnsweredUser,
      invalidatesTags: (user) => (user ? ['CurrentUser', 'Recipe', 'RecipeList'] : []),
    },
    // Each question is answered once: a fresh one for every form shown and after every attempt,
    // successful or not.
    getCaptcha: { providesTags: ['Captcha'], keepUnusedDataFor: 0 },
    register: { invalidatesTags: ['Captcha'] },

    // Recipes: every write refreshes what it changed, wherever it is shown.
    listRecipes: { providesTags: ['RecipeList'] },
    // SPEC.md section 9: My Recipes retries twice.
    listMyRecipes: { providesTags: ['MyRecipes'], extraOptions: { maxRetries: 2 } },
    getRecipe: { providesTags: (_result, _error, { id }) => [{ type: 'Recipe', id }] },
    swapVotes: { providesTags: (_result, _error, { id }) => [{ type: 'SwapVotes', id }] },
    sayWorked: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SwapVotes', id }] },
    takeBack: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SwapVotes', id }] },
    listCuisines: { providesTags: ['Cuisine'] },
    listPopularCuisines: { providesTags: ['Cuisine'] },
    createRecipe: { invalidatesTags: [...recipeListTags] },
    updateRecipe: { invalidatesTags: recipeChanged },
    replaceRecipeImages: { invalidatesTags: recipeChanged },
    deleteRecipe: { invalidatesTags: recipeChanged },
    // An admin's approval or deletion also moves the dashboard: its counters, the authors' and
    // cuisines' recipe counts and Recipe Management itself.
    deleteAnyRecipe: { invalidatesTags: adminRecipeChanged },
    setRecipeApproval: { invalidatesTags: adminRecipeChanged },

    // Favourites: the heart turns at once on every cached card and page, then the favourites list
    // is asked for again. A failed call turns it back.
    listFavorites: { providesTags: ['Favorites'] },
    checkFavorite: { providesTags: ['Favorites'] },
    addFavorite: {
      onQueryStarted: ({ addFavoriteDto }, api) => markFavorite(api, addFavoriteDto.recipeId, true),
      invalidatesTags: (_result, error) => (error ? [] : ['Favorites']),
    },
    removeFavorite: {
      onQueryStarted: ({ recipeId }, api) => markFavorite(api, recipeId, false),
      invalidatesTags: (_result, error) => (error ? [] : ['Favorites']),
    },

    // Cooks: following moves the cook's followers and the member's Following feed.
    getCook: { providesTags: (_result, _error, { id }) => [{ type: 'Cook', id }] },
    followCook: { invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Cook', id }, 'Following']) },
    unfollowCook: { invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Cook', id }, 'Following']) },
    listFollowingRecipes: { providesTags: ['Following'] },

    // Notifications: the bell's count and the page move together; settings on their own.
    listNotifications: { providesTags: ['Notifications'] },
    countUnreadNotifications: { providesTags: ['Notifications'] },
    markNotificationRead: { invalidatesTags: (_result, error) => (error ? [] : ['Notifications']) },
    markAllNotificationsRead: { invalidatesTags: (_result, error) => (error ? [] : ['Notifications']) },
    notificationSettings: { providesTags: ['NotificationSettings'] },
    saveNotificationSettings: { invalidatesTags: (_result, error) => (error ? [] : ['NotificationSettings']) },
    unsubscribeFromEmails: { invalidatesTags: (_result, error) => (error ? [] : ['NotificationSettings']) },

    // Collections: the member's list (with which hold a recipe), each collection and its recipes.
    listCollections: { providesTags: ['Collections'] },
    createCollection: { invalidatesTags: (_result, error) => (error ? [] : ['Collections']) },
    getCollection: { providesTags: (_result, _error, { id }) => [{ type: 'Collection', id }] },
    listCollectionRecipes: { providesTags: (_result, _error, { id }) => [{ type: 'Collection', id }] },
    updateCollection: { invalidatesTags: (_result, error, { id }) => (error ? [] : ['Collections', { type: 'Collection', id }]) },
    deleteCollection: { invalidatesTags: (_result, error) => (error ? [] : ['Collections']) },
    addCollectionRecipe: { invalidatesTags: (_result, error, { id }) => (error ? [] : ['Collections', { type: 'Collection', id }]) },
    removeCollectionRecipe: { invalidatesTags: (_result, error, { id }) => (error ? [] : ['Collections', { type: 'Collection', id }]) },

    // The shopping list: every change asks for the list again; a check-off shows at once.
    listShoppingList: { providesTags: ['ShoppingList'] },
    addRecipeToShoppingList: { invalidatesTags: ['ShoppingList'] },
    addShoppingItem: { invalidatesTags: ['ShoppingList'] },
    updateShoppingItem: {
      onQueryStarted: ({ itemId, updateShoppingItemDto }, api) => checkShoppingItem(api, itemId, updateShoppingItemDto.checked),
      invalidatesTags: ['ShoppingList'],
    },
    removeShoppingItem: { invalidatesTags: ['ShoppingList'] },
    clearShoppingList: { invalidatesTags: ['ShoppingList'] },

    // Reviews move the recipe's average and count, shown on its page and on every card.
    listReviews: { providesTags: (_result, _error, { id }) => [{ type: 'Reviews', id }] },
    createReview: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Reviews', id }, { type: 'Recipe', id }, ...recipeListTags] },
    updateReview: { invalidatesTags: [...reviewsChanged] },
    // Replies and helpful marks change a recipe's reviews only.
    replyToReview: { invalidatesTags: (_result, error) => (error ? [] : ['Reviews']) },
    updateReply: { invalidatesTags: (_result, error) => (error ? [] : ['Reviews']) },
    deleteReply: { invalidatesTags: (_result, error) => (error ? [] : ['Reviews']) },
    markHelpful: { invalidatesTags: (_result, error) => (error ? [] : ['Reviews']) },
    unmarkHelpful: { invalidatesTags: (_result, error) => (error ? [] : ['Reviews']) },
    deleteReview: { invalidatesTags: [...reviewsChanged] },

    // Moderation: a decision closes reports and may hide, delete or suspend what any page shows.
    listReports: { providesTags: ['AdminReports'] },
    listModerationLog: { providesTags: ['ModerationLog'] },
    moderate: {
      invalidatesTags: (_result, error) =>
        error ? [] : ['AdminReports', 'ModerationLog', 'Reviews', 'Recipe', 'Cook', 'AdminUsers', ...recipeListTags, ...adminRecipeTags],
    },

    // Admin dashboard (SPEC.md section 6): counters, users, cuisines, recipes and messages.
    getAdminStats: { providesTags: ['AdminStats'] },
    listAdminUsers: { providesTags: ['AdminUsers'] },
    updateUser: { invalidatesTags: ['AdminUsers', 'AdminStats'] },
    // A deleted member takes their recipes, reviews, favourites and photos along.
    deleteUser: { invalidatesTags: [...adminRecipeTags, 'Recipe', 'Reviews', 'Favorites', ...recipeListTags] },
    listAdminCuisines: { providesTags: ['AdminCuisines'] },
    // Names and the active flag show in every cuisine list, the recipe form and on recipe cards.
    createCuisine: { invalidatesTags: [...cuisineTags] },
    // A new name shows on the cuisine's recipes too; a deleted cuisine's recipes stay, without one.
    updateCuisine: { invalidatesTags: [...cuisineTags, 'AdminRecipes', 'Recipe'] },
    deleteCuisine: { invalidatesTags: [...cuisineTags, 'AdminRecipes', 'Recipe'] },
    // SPEC.md section 9: admin recipes retry three times.
    listAdminRecipes: { providesTags: ['AdminRecipes'], extraOptions: { maxRetries: 3 } },
    listContactMessages: { providesTags: ['ContactMessages'] },
    markContactMessage: { invalidatesTags: ['ContactMessages', 'AdminStats'] },
    // CSV import: a started import joins the history; its screen refreshes the history (and, for a
    // real import, importedRecipeTags) once the import finishes.
    listImports: { providesTags: ['AdminImports'] },
    importCsv: { invalidatesTags: (_result, error) => (error ? [] : ['AdminImports']) },
  },
});
