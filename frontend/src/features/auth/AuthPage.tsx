import { useState } from 'react';
import { Tabs } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@plantry/shared';
import { AuthLayout } from './AuthLayout';
import { CheckEmailPanel } from './CheckEmailPanel';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { safeReturnPath } from './returnTo';
import { useCurrentUser } from './useCurrentUser';
import { useVerifiedNotice } from './useVerifiedNotice';

type Tab = 'login' | 'register';

/** What the card shows (SPEC.md section 4, 'Auth screen'). */
type View = { name: 'tabs'; tab: Tab } | { name: 'forgot-password' } | { name: 'email-sent'; email: string };

const LOGIN: View = { name: 'tabs', tab: 'login' };

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
  const [view, setView] = useState<View>(LOGIN);
  const backToLogin = () => setView(LOGIN);

  return (
    <AuthLayout
      title={`Welcome to ${PRODUCT_NAME}`}
      documentTitle="Sign In"
      subtitle="Sign in or create an account to save favourites, review and share recipes."
    >
      {view.name === 'tabs' && (
        <Tabs
          activeKey={view.tab}
          onChange={(tab) => setView({ name: 'tabs', tab: tab as Tab })}
          centered
          size="large"
          items={[
            {
              key: 'login',
              label: 'Login',
              children: <LoginForm onForgotPassword={() => setView({ name: 'forgot-password' })} />,
            },
            {
              key: 'register',
              label: 'Register',
              children: <RegisterForm onRegistered={(email) => setView({ name: 'email-sent', email })} />,
            },
          ]}
        />
      )}
      {view.name === 'forgot-password' && <ForgotPasswordForm onClose={backToLogin} />}
      {view.name === 'email-sent' && <CheckEmailPanel email={view.email} onBack={backToLogin} />}
    </AuthLayout>
  );
}
