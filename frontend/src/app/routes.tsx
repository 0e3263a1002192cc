import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { AppLayout } from './layout/AppLayout';
import { AdminOnly, HomeRoute, loadHomePage, NotFound, PageLoading, SignedInOnly } from './guards';
import { pageDataLoaders } from './pageData';
import type { AppStore } from './store';

/*
 * The paths here are those of PAGE_ROUTES (libs/shared, routes.test.ts), from which the server
 * answers each path's status. Every page is loaded on first use (route-level `lazy`), so the first load carries only the
 * frame: header, footer and the current page. The router fills its route objects in as pages
 * load, so each router gets a fresh tree from createRoutes(). The pages whose first screen is their
 * data ask for it in their loaders, while their code loads (pageData.ts).
 */

/** A page component loaded with its module on first use. */
function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): RouteObject['lazy'] {
  return { Component: async () => (await load())[name] };
}

/** For everybody. */
const publicRoutes = (store: AppStore, loaders = pageDataLoaders(store.dispatch)): RouteObject[] => [
  {
    index: true,
    Component: HomeRoute,
    // The home page's code is loaded here, as the router loads the other pages' (see guards.tsx).
    loader: async (args) => {
      loaders.home(args);
      await loadHomePage(store);
      return null;
    },
  },
  { path: 'auth', lazy: lazyPage(() => import('../features/auth/AuthPage'), 'AuthPage') },
  {
    path: 'browse',
    lazy: lazyPage(() => import('../features/browse/BrowsePage'), 'BrowsePage'),
    loader: loaders.browse,
  },
  {
    path: 'advanced-search',
    lazy: lazyPage(() => import('../features/browse/AdvancedSearchPage'), 'AdvancedSearchPage'),
  },
  { path: 'cuisines', lazy: lazyPage(() => import('../features/cuisines/CuisinesPage'), 'CuisinesPage') },
  { path: 'pantry', lazy: lazyPage(() => import('../features/pantry/PantryPage'), 'PantryPage') },
  { path: 'contact', lazy: lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage') },
  {
    path: 'privacy-policy',
    lazy: lazyPage(() => import('../features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  },
  {
    path: 'terms-of-service',
    lazy: lazyPage(() => import('../features/legal/TermsOfServicePage'), 'TermsOfServicePage'),
  },
  {
    path: 'recipe/:id',
    lazy: lazyPage(() => import('../features/recipes/RecipePage'), 'RecipePage'),
    loader: loaders.recipe,
  },
  { path: 'cook/:id', lazy: lazyPage(() => import('../features/cooks/CookPage'), 'CookPage') },
  { path: 'collection/:id', lazy: lazyPage(() => import('../features/collections/CollectionPage'), 'CollectionPage') },
  { path: 'unsubscribe', lazy: lazyPage(() => import('../features/notifications/UnsubscribePage'), 'UnsubscribePage') },
  {
    path: 'reset-password',
    lazy: lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  // SPEC.md lists /verify-email for visitors only, but its success screen signs the user in on
  // request: in the visitor set, the screen would turn into the 404 page at that moment.
  {
    path: 'verify-email',
    lazy: lazyPage(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage'),
  },
  // The recipe-sharing pages and /favorites answer visitors themselves (SPEC.md: /create sends
  // them to /auth with 'Unauthorized'; My Recipes and Edit recipe show 'Access Denied'; Favourites
  // 'Sign In Required'), so they are not in the signed-in set whose other paths are a 404 for visitors.
  {
    path: 'create',
    lazy: lazyPage(() => import('../features/recipes/CreateRecipePage'), 'CreateRecipePage'),
  },
  // Linked from the home page's empty My Recipes tab (SPEC.md section 2).
  { path: 'create-recipe', element: <Navigate to="/create" replace /> },
  // SPEC.md gives /favorites a 'Sign In Required' view for visitors.
  {
    path: 'favorites',
    lazy: lazyPage(() => import('../features/favourites/FavoritesPage'), 'FavoritesPage'),
  },
  // Like /favorites, a visitor is asked to sign in by the page itself.
  {
    path: 'shopping-list',
    lazy: lazyPage(() => import('../features/shopping/ShoppingListPage'), 'ShoppingListPage'),
  },
  { path: 'my-recipes', lazy: lazyPage(() => import('../features/recipes/MyRecipesPage'), 'MyRecipesPage') },
  {
    path: 'edit-recipe/:id',
    lazy: lazyPage(() => import('../features/recipes/EditRecipePage'), 'EditRecipePage'),
  },
];

/** Only for signed-in users. */
const signedInRoutes = (): RouteObject[] => [
  { path: 'profile', lazy: lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage') },
  { path: 'notifications', lazy: lazyPage(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage') },
  {
    Component: AdminOnly,
    children: [
      { path: 'admin', lazy: lazyPage(() => import('../features/admin/AdminPage'), 'AdminPage') },
      // The API serves /admin/queues to admins; other admin paths are unknown (members are sent home first).
      { path: 'admin/*', Component: NotFound },
    ],
  },
];

export const createRoutes = (store: AppStore): RouteObject[] => [
  {
    path: '/',
    Component: AppLayout,
    children: [
      {
        // Shown inside the frame while the first page's code loads, and when a page fails.
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteErrorPage,
        children: [...publicRoutes(store), { Component: SignedInOnly, children: signedInRoutes() }, { path: '*', Component: NotFound }],
      },
    ],
  },
];
