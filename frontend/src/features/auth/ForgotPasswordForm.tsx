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
        title: 'Password Reset Email Sent',
        description: 'Please check your email for the password reset link.',
      });
      onClose();
    } catch (error) {
      notifications.error({ title: 'Failed to send reset email', description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="forgot-password-title">
      <h2 id="forgot-password-title" className="auth-section-title">
        Reset Password
      </h2>
      <p className="auth-note">{"Enter your account's email address and we'll send you a link to choose a new password."}</p>
      <Form<EmailDto> name="forgot-password" layout="vertical" requiredMark={false} noValidate onFinish={(values) => void submit(values)}>
        <Form.Item label="Email" name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <div className="auth-actions">
          <Button onClick={onClose}>Cancel</Button>
          <BusyButton htmlType="submit" busy={isLoading} busyLabel="Sending...">
            Send Reset Link
          </BusyButton>
        </div>
      </Form>
    </section>
  );
}
