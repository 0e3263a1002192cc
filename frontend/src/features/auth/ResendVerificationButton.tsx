import { t } from '@lingui/core/macro';
import type { ButtonProps } from 'antd';
import { BusyButton } from '../../shared/ui/BusyButton';
import { useResendVerification } from './useResendVerification';

/** 'Resend Verification Email' for an address we already know (after registering, or a 403 sign-in). */
export function ResendVerificationButton({ email, ...look }: { email: string } & Pick<ButtonProps, 'type' | 'block'>) {
  const { resend, isSending } = useResendVerification(t`Failed to send email`);
  return (
    <BusyButton {...look} busy={isSending} busyLabel={t`Sending...`} onClick={() => void resend(email)}>
      {t`Resend Verification Email`}
    </BusyButton>
  );
}
