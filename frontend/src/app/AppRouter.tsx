import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useCurrentUserSubscription } from '../features/auth/useCurrentUser';
import { LoadingSpinner } from '../shared/ui/LoadingSpinner';

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The pages, once we know who is signed in; a centred spinner until then (SPEC.md section 2). */
export function AppRouter({ router }: { router: AppRouterInstance }) {
  const { isLoading } = useCurrentUserSubscription();
  if (isLoading) return <LoadingSpinner label="Loading Plantry" fullPage />;
  return <RouterProvider router={router} />;
}
