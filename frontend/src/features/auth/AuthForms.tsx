import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { CheckEmailPanel } from './CheckEmailPanel';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ProviderSignIn } from './ProviderSignIn';
import { RegisterForm } from './RegisterForm';
import { SecondStepForm } from './SecondStepForm';
import { SignInError } from './SignInError';

type Tab = 'login' | 'register';

/** What the card shows (SPEC.md section 4, 'Auth screen'). */
type View = { name: 'tabs'; tab: Tab } | { name: 'forgot-password' } | { name: 'email-sent'; email: string } | { name: 'second-step' };

const LOGIN: View = { name: 'tabs', tab: 'login' };

/** What the sign-in card holds: the Login and Register tabs, the second step of a sign-in, the forgotten-password form, the check-your-email panel. */
export function AuthForms() {
  // A sign-in with a provider that needs the two-factor code comes back with ?secondStep=1.
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>(searchParams.get('secondStep') ? { name: 'second-step' } : LOGIN);
  const backToLogin = () => setView(LOGIN);

  return (
    <>
      <SignInError />
      {view.name === 'tabs' && (
        <Tabs
          activeKey={view.tab}
          onChange={(tab) => setView({ name: 'tabs', tab: tab as Tab })}
          centered
          size="large"
          items={[
            {
              key: 'login',
              label: t`Login`,
              children: (
                <>
                  <LoginForm
                    onForgotPassword={() => setView({ name: 'forgot-password' })}
                    onSecondStep={() => setView({ name: 'second-step' })}
                  />
                  <ProviderSignIn />
                </>
              ),
            },
            {
              key: 'register',
              label: t`Register`,
              children: <RegisterForm onRegistered={(email) => setView({ name: 'email-sent', email })} />,
            },
          ]}
        />
      )}
      {view.name === 'second-step' && <SecondStepForm onBack={backToLogin} />}
      {view.name === 'forgot-password' && <ForgotPasswordForm onClose={backToLogin} />}
      {view.name === 'email-sent' && <CheckEmailPanel email={view.email} onBack={backToLogin} />}
    </>
  );
}
