import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, type InputRef } from 'antd';
import { errorMessage, errorStatus, useCompleteTwoFactorSignInMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import './SecondStepForm.css';

interface Fields {
  code: string;
}

const CODE_RULES = [{ required: true, pattern: /^\d{6}$/, message: 'Enter the 6-digit code from your authenticator app' }];
const RECOVERY_RULES = [{ required: true, whitespace: true, message: 'Enter one of your recovery codes' }];

/**
 * The second step of a sign-in for an account with two-factor sign-in (POST /api/login answered
 * 202): a code from the authenticator app, or else a recovery code. The server's refusal shows
 * under the field, which keeps the focus; an expired step sends the member back to the password.
 */
export function SecondStepForm({ onBack }: { onBack: () => void }) {
  const [form] = Form.useForm<Fields>();
  const [recovery, setRecovery] = useState(false);
  const [complete, { isLoading }] = useCompleteTwoFactorSignInMutation();
  const notifications = useNotifications();
  const field = useRef<InputRef>(null);

  // The field is where the member goes next: on arrival, and after switching between the two kinds of code.
  useEffect(() => field.current?.focus(), [recovery]);

  const submit = async ({ code }: Fields) => {
    const typed = code.trim();
    try {
      await complete({ secondFactorDto: recovery ? { recoveryCode: typed } : { code: typed.replace(/\s/g, '') } }).unwrap();
      notifications.success({ title: 'Welcome back!', description: 'You have been logged in successfully.' });
    } catch (error) {
      const message = errorMessage(error, 'Failed to check the code. Please try again.');
      form.setFields([{ name: 'code', errors: [message] }]);
      field.current?.focus();
      if (errorStatus(error) === 401 && message.startsWith('Your sign-in has expired')) {
        notifications.error({ title: 'Login failed', description: message });
        onBack();
      }
    }
  };

  const switchKind = () => {
    form.resetFields();
    setRecovery((was) => !was);
  };

  return (
    <Form<Fields>
      form={form}
      name="second-step"
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={(values) => void submit(values)}
    >
      <h2 className="second-step__title">Two-step verification</h2>
      <p className="second-step__intro" id="second-step-intro">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Plantry.'}
      </p>
      {recovery ? (
        <Form.Item key="recovery" label="Recovery code" name="code" rules={RECOVERY_RULES}>
          <Input ref={field} autoComplete="off" autoCapitalize="none" spellCheck={false} aria-describedby="second-step-intro" />
        </Form.Item>
      ) : (
        <Form.Item key="code" label="Authentication code" name="code" rules={CODE_RULES}>
          <Input
            ref={field}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            aria-describedby="second-step-intro"
          />
        </Form.Item>
      )}
      <BusyButton htmlType="submit" size="large" block busy={isLoading} busyLabel="Verifying...">
        Verify
      </BusyButton>
      <div className="second-step__links">
        <Button type="link" onClick={switchKind}>
          {recovery ? 'Use a code from your app' : 'Use a recovery code'}
        </Button>
        <Button type="link" onClick={onBack}>
          Back to Login
        </Button>
      </div>
    </Form>
  );
}
