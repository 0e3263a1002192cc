import { t } from '@lingui/core/macro';
import { errorMessage, useResendVerificationMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';

/**
 * Sends the activation email again and says how it went. `failureTitle` differs between the
 * sign-in screens ('Failed to send email') and the verification page ('Failed to Resend').
 */
export function useResendVerification(failureTitle: string) {
  const [resendVerification, { isLoading }] = useResendVerificationMutation();
  const notifications = useNotifications();

  const resend = async (email: string) => {
    try {
      const { message } = await resendVerification({ emailDto: { email } }).unwrap();
      notifications.success({
        title: t`Verification Email Sent`,
        description: message || t`Please check your email for the verification link.`,
      });
    } catch (error) {
      notifications.error({
        title: failureTitle,
        description: errorMessage(error, t`Failed to resend verification email.`),
      });
    }
  };

  return { resend, isSending: isLoading };
}
