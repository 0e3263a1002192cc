import { t } from '@lingui/core/macro';
import { Button, Form, Input } from 'antd';
import { errorMessage, useForgotPasswordMutation, type EmailDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { emailRules } from './formRules';

/** 'Forgot your password?': asks for a reset link, then closes (Cancel closes it too). */
export function ForgotPasswordForm({ onClose }: { onClose: () => void }) {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const notifications = useNotifications();

  const submit = async (emailDto: EmailDto) => {
    try {
      await forgotPassword({ emailDto }).unwrap();
      notifications.success({
        title: t`Password Reset Email Sent`,
        description: t`Please check your email for the password reset link.`,
      });
      onClose();
    } catch (error) {
      notifications.error({ title: t`Failed to send reset email`, description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="forgot-password-title">
      <h2 id="forgot-password-title" className="auth-section-title">
        {t`Reset Password`}
      </h2>
      <p className="auth-note">{t`Enter your account's email address and we'll send you a link to choose a new password.`}</p>
      <Form<EmailDto> name="forgot-password" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void submit(values)}>
        <Form.Item label={t`Email`} name="email" rules={emailRules()}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <div className="auth-actions">
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <BusyButton htmlType="submit" busy={isLoading} busyLabel={t`Sending...`}>
            {t`Send Reset Link`}
          </BusyButton>
        </div>
      </Form>
    </section>
  );
}
