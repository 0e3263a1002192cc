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
      title="Check Your Email!"
      actions={
        <>
          <Button onClick={onBack}>Back to Login</Button>
          <ResendVerificationButton email={email} />
        </>
      }
    >
      <p>
        We sent a verification email to <strong>{email}</strong>.
      </p>
      <p>Your account is not active until you click the activation button in that email.</p>
      <p>{"Can't find it? Check your spam or junk folder."}</p>
    </ResultPanel>
  );
}
