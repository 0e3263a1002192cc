import { t } from '@lingui/core/macro';
import { Button, Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, useEnableTwoFactorMutation, type TwoFactorSetupDto } from '../../../api';
import { RecoveryCodes } from './RecoveryCodes';

/** The secret in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface Fields {
  code: string;
}

/**
 * Adding an authenticator (lazy: only members who set one up load it): scan the QR code or type the
 * secret, enter the app's code to switch two-factor sign-in on, then save the recovery codes.
 */
export default function TwoFactorSetup({
  setup,
  onDone,
  onCancel,
}: {
  setup: TwoFactorSetupDto;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<InputRef>(null);
  useEffect(() => heading.current?.focus(), []);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;

  const submit = async ({ code }: Fields) => {
    try {
      const answer = await enable({ totpCodeDto: { code: code.replace(/\s/g, '') } }).unwrap();
      setCodes(answer.recoveryCodes);
    } catch (error) {
      form.setFields([{ name: 'code', errors: [errorMessage(error)] }]);
      field.current?.focus();
    }
  };

  return (
    <section className="two-factor-setup" aria-labelledby="two-factor-setup-heading">
      <h3 id="two-factor-setup-heading" ref={heading} tabIndex={-1} className="two-factor__heading">
        {t`Set up your authenticator app`}
      </h3>
      <ol className="two-factor-setup__steps">
        <li>{t`Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).`}</li>
        <li>{t`Scan this QR code, or enter the key below by hand.`}</li>
      </ol>
      <img
        className="two-factor-setup__qr"
        src={setup.qrCode}
        width={200}
        height={200}
        alt={t`QR code to scan with your authenticator app`}
      />
      <p>
        {t`Key:`} <code className="two-factor-setup__secret">{grouped(setup.secret)}</code>
      </p>
      <Form<Fields>
        form={form}
        name="two-factor-setup"
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          label={t`Code from your app`}
          name="code"
          rules={[{ required: true, pattern: /^\s*\d{3}\s*\d{3}\s*$/, message: t`Enter the 6-digit code from your authenticator app` }]}
        >
          <Input ref={field} autoComplete="one-time-code" inputMode="numeric" maxLength={7} className="two-factor-setup__code" />
        </Form.Item>
        <div className="two-factor__actions">
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {isLoading ? t`Turning on...` : t`Turn on`}
          </Button>
          <Button onClick={onCancel}>{t`Cancel`}</Button>
        </div>
      </Form>
    </section>
  );
}
