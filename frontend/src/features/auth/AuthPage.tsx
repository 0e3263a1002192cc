import { Card, Tabs, type TabsProps } from 'antd';
import { Navigate } from 'react-router';
import { PRODUCT_NAME } from '@plantry/shared';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { useCurrentUser } from './useCurrentUser';
import './AuthPage.css';

const tabs: TabsProps['items'] = [
  {
    key: 'login',
    label: 'Login',
    children: <ComingSoon>Signing in with your email and password is arriving soon.</ComingSoon>,
  },
  {
    key: 'register',
    label: 'Register',
    children: <ComingSoon>Creating a free account is arriving soon.</ComingSoon>,
  },
];

/** Sign in and register; someone already signed in is sent home (SPEC.md section 2). */
export function AuthPage() {
  usePageTitle('Sign In');
  const { user } = useCurrentUser();
  if (user) return <Navigate to="/" replace />;

  return (
    <div className="auth-page">
      <h1 className="auth-page__title">{`Welcome to ${PRODUCT_NAME}`}</h1>
      <p className="auth-page__subtitle">
        Sign in or create an account to save favourites, review and share recipes.
      </p>
      <Card className="auth-page__card">
        <Tabs items={tabs} defaultActiveKey="login" centered size="large" />
      </Card>
    </div>
  );
}
