import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotifications } from '../../shared/notifications/notifications';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';

/** How long the 'Invalid Reset Link' screen shows before going to /auth by itself. */
export const INVALID_LINK_REDIRECT_MS = 3000;

/** /reset-password?token=...: choose a new password (SPEC.md section 2, 'Reset password'). */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  const [done, setDone] = useState(false);

  if (!token) return <InvalidResetLink />;
  if (done) {
    return (
      <AuthLayout
        status={{ icon: <CheckCircleOutlined />, tone: 'success' }}
        title={t`Password Reset Complete`}
        subtitle={t`Your password has been successfully updated.`}
      >
        <p className="auth-note">{t`You can now log in to your account with your new password.`}</p>
        <ButtonLink to="/auth" type="primary" block>
          {t`Go to Login`}
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t`Create New Password`} subtitle={t`Enter your new password below. Make sure it's strong and secure.`}>
      <NewPasswordForm token={token} onReset={() => setDone(true)} />
    </AuthLayout>
  );
}

/** No token: says so (notice and screen), then goes to /auth. */
function InvalidResetLink() {
  const notifications = useNotifications();
  const navigate = useNavigate();

  useEffect(() => {
    notifications.error({
      key: 'invalid-reset-link',
      title: t`Invalid Reset Link`,
      description: t`This password reset link is invalid or has expired.`,
    });
    const redirect = setTimeout(() => void navigate('/auth', { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => clearTimeout(redirect);
  }, [notifications, navigate]);

  return (
    <AuthLayout
      status={{ icon: <CloseCircleOutlined />, tone: 'error' }}
      title={t`Invalid Reset Link`}
      subtitle={t`This password reset link is invalid or has expired.`}
    >
      <ButtonLink to="/auth" type="primary" block>
        {t`Return to Login`}
      </ButtonLink>
    </AuthLayout>
  );
}
