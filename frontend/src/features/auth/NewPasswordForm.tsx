import { t } from '@lingui/core/macro';
import { Form, Input, type FormRule } from 'antd';
import { errorMessage, useResetPasswordMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { passwordRules } from './formRules';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const confirmationRules = (): FormRule[] => [
  ...passwordRules(6),
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t`Passwords don't match`)),
  }),
];

/** The reset link's form: a new password, twice. A failure keeps the form (SPEC.md section 4). */
export function NewPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const notifications = useNotifications();

  const submit = async ({ password }: NewPasswordValues) => {
    try {
      await resetPassword({ resetPasswordDto: { token, password } }).unwrap();
      notifications.success({
        title: t`Password Reset Successful`,
        description: t`Your password has been updated. You can now log in with your new password.`,
      });
      onReset();
    } catch (error) {
      notifications.error({ title: t`Password Reset Failed`, description: errorMessage(error) });
    }
  };

  return (
    <Form<NewPasswordValues> name="new-password" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <Form.Item label={t`New Password`} name="password" rules={passwordRules(6)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t`Confirm New Password`}
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmationRules()}
        // One error at a time under the field: the first rule it fails.
        validateFirst
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <div className="auth-actions">
        <ButtonLink to="/auth">{t`Cancel`}</ButtonLink>
        <BusyButton htmlType="submit" busy={isLoading} busyLabel={t`Updating...`}>
          {t`Update Password`}
        </BusyButton>
      </div>
    </Form>
  );
}
