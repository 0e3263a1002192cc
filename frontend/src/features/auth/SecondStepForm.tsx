import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, type FormRule, type InputRef } from 'antd';
import { errorMessage, errorStatus, useCompleteTwoFactorSignInMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import './SecondStepForm.css';

interface Fields {
  code: string;
}

const codeRules = (): FormRule[] => [
  { required: true, pattern: /^\d{6}$/, message: t`Enter the 6-digit code from your authenticator app` },
];
const recoveryRules = (): FormRule[] => [{ required: true, whitespace: true, message: t`Enter one of your recovery codes` }];

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
      notifications.success({ title: t`Welcome back!`, description: t`You have been logged in successfully.` });
    } catch (error) {
      const message = errorMessage(error, t`Failed to check the code. Please try again.`);
      form.setFields([{ name: 'code', errors: [message] }]);
      field.current?.focus();
      if (errorStatus(error) === 401 && message.startsWith('Your sign-in has expired')) {
        notifications.error({ title: t`Login failed`, description: message });
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
      <h2 className="second-step__title">{t`Two-step verification`}</h2>
      <p className="second-step__intro" id="second-step-intro">
        {recovery
          ? t`Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.`
          : t`Open your authenticator app and enter the 6-digit code it shows for Plantry.`}
      </p>
      {recovery ? (
        <Form.Item key="recovery" label={t`Recovery code`} name="code" rules={recoveryRules()}>
          <Input ref={field} autoComplete="off" autoCapitalize="none" spellCheck={false} aria-describedby="second-step-intro" />
        </Form.Item>
      ) : (
        <Form.Item key="code" label={t`Authentication code`} name="code" rules={codeRules()}>
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
      <BusyButton htmlType="submit" size="large" block busy={isLoading} busyLabel={t`Verifying...`}>
        {t`Verify`}
      </BusyButton>
      <div className="second-step__links">
        <Button type="link" onClick={switchKind}>
          {recovery ? t`Use a code from your app` : t`Use a recovery code`}
        </Button>
        <Button type="link" onClick={onBack}>
          {t`Back to Login`}
        </Button>
      </div>
    </Form>
  );
}
