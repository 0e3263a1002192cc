import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { plantryApi } from '../api';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { LoadingSpinner } from '../shared/ui/LoadingSpinner';
import { lazyComponent } from './lazyComponent';
import type { AppStore } from './store';

/*
 * The route set depends on who is signed in (SPEC.md section 2). Paths of the other set answer
 * with the 404 page, exactly like unknown paths.
 */

const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const VisitorHomePage = lazyComponent(() => import('../features/home/VisitorHomePage').then((m) => m.VisitorHomePage));
const SignedInHomePage = lazyComponent(() => import('../features/home/SignedInHomePage').then((m) => m.SignedInHomePage));

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
    <Suspense fallback={<PageLoading />}>{user ? <SignedInHomePage.Component user={user} /> : <VisitorHomePage.Component />}</Suspense>
  );
}

/**
 * The code of the home page for whoever is signed in, loaded by '/'s route loader as the router
 * loads the other pages' code, so that the page renders at once: a suspended one shows a spinner
 * first, and React holds its content back for up to 300 ms after that. Until the app knows who is
 * signed in (on the first page load), it is the visitor home, which the server's page names for
 * preloading too; the other would load when rendered.
 */
export function loadHomePage(store: AppStore): Promise<void> | undefined {
  const { isSuccess, isError, data: user } = plantryApi.endpoints.getCurrentUser.select()(store.getState());
  if (isSuccess || isError) return (user ? SignedInHomePage : VisitorHomePage).load();
  // Not waited for: who is signed in is being asked, and the page renders once the app knows.
  VisitorHomePage.load().catch(() => undefined);
  return undefined;
}

export function NotFound() {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  );
}
