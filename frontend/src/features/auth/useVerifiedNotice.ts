import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotifications } from '../../shared/notifications/notifications';

/** /auth?verified=true: congratulates the newly activated user, then tidies the address to /auth. */
export function useVerifiedNotice(): void {
  const [searchParams] = useSearchParams();
  const verified = searchParams.get('verified') === 'true';
  const navigate = useNavigate();
  const notifications = useNotifications();

  useEffect(() => {
    if (!verified) return;
    notifications.success({
      key: 'email-verified',
      title: t`Email Verified Successfully!`,
      description: t`Your account is now activated. You can log in with your credentials.`,
    });
    void navigate('/auth', { replace: true });
  }, [verified, navigate, notifications]);
}
