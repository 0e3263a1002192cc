import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { errorMessage, errorStatus, isTwoFactorChallenge, useLoginMutation, type LoginDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { emailRules, passwordRules } from './formRules';
import { PasskeySignInButton } from './PasskeySignInButton';
import { ResendVerificationButton } from './ResendVerificationButton';
import './LoginForm.css';

/**
 * Email and password. On success the answered user becomes the current user (see api/index.ts),
 * and the auth page, now shown to a signed-in user, moves on. An unverified account (403) is
 * offered a new activation email. An account with two-factor sign-in goes on to its second step.
 */
export function LoginForm({ onForgotPassword, onSecondStep }: { onForgotPassword: () => void; onSecondStep: () => void }) {
  const [login, { isLoading }] = useLoginMutation();
  const notifications = useNotifications();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const signIn = async (loginDto: LoginDto) => {
    setUnverifiedEmail(null);
    try {
      if (isTwoFactorChallenge(await login({ loginDto }).unwrap())) {
        onSecondStep();
        return;
      }
      notifications.success({ title: t`Welcome back!`, description: t`You have been logged in successfully.` });
    } catch (error) {
      notifications.error({ title: t`Login failed`, description: errorMessage(error) });
      if (errorStatus(error) === 403) setUnverifiedEmail(loginDto.email);
    }
  };

  return (
    <Form<LoginDto> name="login" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void signIn(values)}>
      <Form.Item label={t`Email`} name="email" rules={emailRules()}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={t`Password`} name="password" rules={passwordRules(6)}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {unverifiedEmail && (
        // The button sits under the notice, the form's whole width: inside it, beside the icon, its
        // label wrapped on a phone.
        <div className="login-form__unverified">
          <Alert
            type="warning"
            showIcon
            title={t`Your email address is not verified yet`}
            description={t`Follow the link we emailed to ${unverifiedEmail}, or get a new one.`}
          />
          <ResendVerificationButton email={unverifiedEmail} type="default" block />
        </div>
      )}
      <BusyButton htmlType="submit" size="large" block busy={isLoading} busyLabel={t`Signing in...`}>
        {t`Sign In`}
      </BusyButton>
      <PasskeySignInButton onSecondStep={onSecondStep} />
      <div className="login-form__forgot">
        <Button type="link" onClick={onForgotPassword}>
          {t`Forgot your password?`}
        </Button>
      </div>
    </Form>
  );
}
