import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, useSignInAfterVerificationMutation, useVerifyEmailMutation, type VerifyEmailResultDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { AuthLayout } from './AuthLayout';
import { ResendVerificationForm } from './ResendVerificationForm';

/**
 * /verify-email: with ?token= it activates the account once (the call is made once, never
 * retried); without one it offers a new link. Activating signs nobody in: the success screen
 * names the account, and 'Log In to Your Account' signs in as it only when pressed (a link alone
 * must not sign a visitor into someone else's account). Open to everybody, so that the success
 * screen survives the switch to the signed-in route set.
 */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token');
  if (token) return <TokenVerification token={token} />;
  return (
    <AuthLayout title={t`Email Verification`} subtitle={t`Enter your email address to resend the verification link`}>
      <ResendVerificationForm submitLabel={t`Send Verification Email`} />
    </AuthLayout>
  );
}

function TokenVerification({ token }: { token: string }) {
  const [verify, { data, isError }] = useVerifyEmailMutation();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: the link is used up by the first call.
    if (asked.current === token) return;
    asked.current = token;
    void verify({ verifyEmailDto: { token } });
  }, [token, verify]);

  if (data) return <Activated result={data} />;
  if (isError) {
    return (
      <AuthLayout
        status={{ icon: <CloseCircleOutlined />, tone: 'error' }}
        title={t`Verification Failed`}
        subtitle={t`The verification link is invalid or has expired.`}
      >
        <p className="auth-note">{t`Enter your email address and we will send you a new link.`}</p>
        <ResendVerificationForm submitLabel={t`Resend Verification Email`} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      status={{ icon: <LoadingOutlined spin />, tone: 'info' }}
      title={t`Verifying Email`}
      subtitle={t`Please wait while we verify your email address...`}
    />
  );
}

/** The success screen: whose account it was, and signing in as it on request. */
function Activated({ result }: { result: VerifyEmailResultDto }) {
  const [signIn, { isLoading }] = useSignInAfterVerificationMutation();
  const notifications = useNotifications();
  const navigate = useNavigate();

  const logIn = async () => {
    try {
      await signIn().unwrap();
      notifications.success({ title: t`Welcome back!`, description: t`You have been logged in successfully.` });
      void navigate('/');
    } catch (error) {
      notifications.error({ title: t`Login failed`, description: errorMessage(error) });
      void navigate('/auth');
    }
  };

  return (
    <AuthLayout
      status={{ icon: <CheckCircleOutlined />, tone: 'success' }}
      title={t`Account Activated Successfully!`}
      subtitle={t`Your email has been verified and your account is now active. You can now log in with your credentials.`}
    >
      <p className="auth-note">
        <Trans>
          This link was for <strong className="auth-email">{result.email}</strong>.
        </Trans>
      </p>
      <div className="auth-actions">
        {result.signInReady ? (
          <BusyButton onClick={() => void logIn()} busy={isLoading} busyLabel={t`Signing in...`}>
            {t`Log In to Your Account`}
          </BusyButton>
        ) : (
          <ButtonLink to="/auth" type="primary">
            {t`Log In to Your Account`}
          </ButtonLink>
        )}
        <ButtonLink to="/">{t`Browse Recipes First`}</ButtonLink>
      </div>
    </AuthLayout>
  );
}
