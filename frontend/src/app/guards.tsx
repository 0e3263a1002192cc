import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { LoadingSpinner } from '../shared/ui/LoadingSpinner';

/*
 * The route set depends on who is signed in (SPEC.md section 2). Paths of the other set answer
 * with the 404 page, exactly like unknown paths.
 */

const NotFoundPage = lazy(() =>
  import('../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const VisitorHomePage = lazy(() =>
  import('../features/home/VisitorHomePage').then((m) => ({ default: m.VisitorHomePage })),
);
const SignedInHomePage = lazy(() =>
  import('../features/home/SignedInHomePage').then((m) => ({ default: m.SignedInHomePage })),
);

export function PageLoading() {
  return <LoadingSpinner label="Loading page" />;
}

/** Paths only for signed-in users. */
export function SignedInOnly() {
  const { user } = useCurrentUser();
  return user ? <Outlet /> : <NotFound />;
}

/** The admin area; any other signed-in user is sent home. */
export function AdminOnly() {
  const { user } = useCurrentUser();
  return user?.role === 'admin' ? <Outlet /> : <Navigate to="/" replace />;
}

/** '/' is the visitor home or the signed-in home, each its own chunk. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  return (
    <Suspense fallback={<PageLoading />}>
      {user ? <SignedInHomePage user={user} /> : <VisitorHomePage />}
    </Suspense>
  );
}

export function NotFound() {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  );
}
