import { t } from '@lingui/core/macro';
import { KeyOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useState } from 'react';
import { isTwoFactorChallenge, useSignInWithPasskeyMutation, useStartPasskeySignInMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { BusyButton } from '../../shared/ui/BusyButton';
import { getPasskey, passkeyFailure, passkeysSupported } from './passkeyCeremony';

/**
 * 'Sign in with a passkey' under the password form, for browsers that have WebAuthn: no email is
 * typed, the browser offers the person's passkeys for this site. A passkey that was not unlocked
 * (no PIN or biometric) on an account with two-factor sign-in goes on to the code, as a password does.
 */
export function PasskeySignInButton({ onSecondStep }: { onSecondStep: () => void }) {
  const [startSignIn] = useStartPasskeySignInMutation();
  const [signInWithPasskey] = useSignInWithPasskeyMutation();
  const notifications = useNotifications();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!passkeysSupported()) return null;

  const signIn = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const { options } = await startSignIn().unwrap();
      const response = await getPasskey(options);
      const answer = await signInWithPasskey({ passkeySignInDto: { response: response as unknown as Record<string, unknown> } }).unwrap();
      if (isTwoFactorChallenge(answer)) onSecondStep();
      else notifications.success({ title: t`Welcome back!`, description: t`You have been logged in with your passkey.` });
    } catch (error) {
      setFailure(passkeyFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-form__passkey">
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      <BusyButton
        type="default"
        size="large"
        block
        icon={<KeyOutlined aria-hidden />}
        busy={busy}
        busyLabel={t`Waiting for your passkey...`}
        onClick={() => void signIn()}
      >
        {t`Sign in with a passkey`}
      </BusyButton>
    </div>
  );
}
