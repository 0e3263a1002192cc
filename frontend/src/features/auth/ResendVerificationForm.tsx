import { t } from '@lingui/core/macro';
import { Form, Input } from 'antd';
import type { EmailDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { useResendVerification } from './useResendVerification';

/**
 * The verification page's way to a new activation link. Only emptiness is checked here (with a
 * notice); the email input type does the rest (SPEC.md section 5).
 */
export function ResendVerificationForm({ submitLabel }: { submitLabel: string }) {
  const { resend, isSending } = useResendVerification(t`Failed to Resend`);
  const notifications = useNotifications();

  const submit = ({ email }: Partial<EmailDto>) => {
    const address = email?.trim();
    if (!address) {
      notifications.warning({
        title: t`Email Required`,
        description: t`Please enter your email address to resend verification.`,
      });
      return;
    }
    void resend(address);
  };

  return (
    <Form<Partial<EmailDto>> name="resend-verification" layout="vertical" onFinish={submit}>
      <Form.Item label={t`Email`} name="email">
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <div className="auth-actions">
        <BusyButton htmlType="submit" busy={isSending} busyLabel={t`Sending...`}>
          {submitLabel}
        </BusyButton>
        <ButtonLink to="/auth">{t`Back to Login`}</ButtonLink>
      </div>
    </Form>
  );
}
