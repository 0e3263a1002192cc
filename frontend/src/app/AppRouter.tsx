import { useDeferredValue } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useCurrentUserSubscription } from '../features/auth/useCurrentUser';
import { useOfflineCacheOwner } from '../pwa/offlineCaches';
import { LoadingSpinner } from '../shared/ui/LoadingSpinner';

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The pages, once we know who is signed in; a centred spinner until then (SPEC.md section 2).
 * The answer comes through the store, whose updates React renders at once in one task; deferred,
 * the first render of the whole frame and page is done in the background in short slices, so that
 * the page stays responsive while it appears.
 */
export function AppRouter({ router }: { router: AppRouterInstance }) {
  const isLoading = useDeferredValue(useCurrentUserSubscription().isLoading);
  useOfflineCacheOwner();
  if (isLoading) return <LoadingSpinner label="Loading Plantry" fullPage />;
  return <RouterProvider router={router} />;
}
