import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { ResultPanel } from '../../shared/ui/ResultPanel';
import { ResendVerificationButton } from './ResendVerificationButton';

/** Shown after registering: the account waits for the emailed activation link. */
export function CheckEmailPanel({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <ResultPanel
      icon={<MailOutlined />}
      tone="info"
      title={t`Check Your Email!`}
      actions={
        <>
          <Button onClick={onBack}>{t`Back to Login`}</Button>
          <ResendVerificationButton email={email} />
        </>
      }
    >
      <p>
        <Trans>
          We sent a verification email to <strong>{email}</strong>.
        </Trans>
      </p>
      <p>{t`Your account is not active until you click the activation button in that email.`}</p>
      <p>{t`Can't find it? Check your spam or junk folder.`}</p>
    </ResultPanel>
  );
}
