import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useVerifyEmailQuery } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { AuthLayout } from './AuthLayout';
import { ResendVerificationForm } from './ResendVerificationForm';

/**
 * /verify-email: with ?token= it activates the account once (the query is not retried) and the
 * user is signed in from then on (see api/index.ts); without one it offers a new link. Open to
 * everybody, so that the success screen survives the switch to the signed-in route set.
 */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token');
  if (token) return <TokenVerification token={token} />;
  return (
    <AuthLayout title="Email Verification" subtitle="Enter your email address to resend the verification link">
      <ResendVerificationForm submitLabel="Send Verification Email" />
    </AuthLayout>
  );
}

function TokenVerification({ token }: { token: string }) {
  const { isSuccess, isError } = useVerifyEmailQuery({ token });

  if (isSuccess) {
    return (
      <AuthLayout
        status={{ icon: <CheckCircleOutlined />, tone: 'success' }}
        title="Account Activated Successfully!"
        subtitle="Your email has been verified and your account is now active. You can now log in with your credentials."
      >
        <div className="auth-actions">
          <ButtonLink to="/auth" type="primary">
            Log In to Your Account
          </ButtonLink>
          <ButtonLink to="/">Browse Recipes First</ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  if (isError) {
    return (
      <AuthLayout
        status={{ icon: <CloseCircleOutlined />, tone: 'error' }}
        title="Verification Failed"
        subtitle="The verification link is invalid or has expired."
      >
        <p className="auth-note">Enter your email address and we will send you a new link.</p>
        <ResendVerificationForm submitLabel="Resend Verification Email" />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      status={{ icon: <LoadingOutlined spin />, tone: 'info' }}
      title="Verifying Email"
      subtitle="Please wait while we verify your email address..."
    />
  );
}
