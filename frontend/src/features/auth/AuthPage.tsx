import { t } from '@lingui/core/macro';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@plantry/shared';
import { lazyComponent } from '../../app/lazyComponent';
import { AfterPaint } from '../../shared/ui/AfterPaint';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { AuthLayout } from './AuthLayout';
import { safeReturnPath } from './returnTo';
import { useCurrentUser } from './useCurrentUser';
import { useVerifiedNotice } from './useVerifiedNotice';

/** The forms' code (antd's Tabs, Form and Input, some 50 KB compressed) loads once the page has painted. */
const AuthForms = lazyComponent(() => import('./AuthForms').then((m) => m.AuthForms));

/**
 * Sign in and register. Someone signed in (including just now, by the login form) is sent on:
 * to the safe `returnTo` path, else home (SPEC.md section 2).
 */
export function AuthPage() {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeReturnPath(searchParams.get('returnTo'))} replace />;
  return <AuthScreens />;
}

function AuthScreens() {
  useVerifiedNotice();
  return (
    <AuthLayout
      title={t`Welcome to ${PRODUCT_NAME}`}
      documentTitle={t`Sign In`}
      subtitle={t`Sign in or create an account to save favourites, review and share recipes.`}
    >
      <AfterPaint placeholder={<LoadingSpinner label={t`Loading the form`} className="auth-page__loading" />}>
        <AuthForms.Component />
      </AfterPaint>
    </AuthLayout>
  );
}
