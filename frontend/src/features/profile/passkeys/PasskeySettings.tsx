import { KeyOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Alert, Button, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage, useAddPasskeyMutation, useListPasskeysQuery, useStartPasskeyRegistrationMutation } from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { createPasskey, passkeyFailure, passkeysSupported } from '../../auth/passkeyCeremony';
import { PasskeyRow } from './PasskeyRow';
import './PasskeySettings.css';

/**
 * The Security card's Passkeys: the member's passkeys (named, with when they were added and last
 * used), each to rename or remove, and 'Add a passkey', which asks a name first. Failures show in
 * place, under the control that failed.
 */
export function PasskeySettings() {
  const passkeys = useListPasskeysQuery();
  const [startRegistration] = useStartPasskeyRegistrationMutation();
  const [addPasskey] = useAddPasskeyMutation();
  const notifications = useNotifications();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const add = async () => {
    setFailure(null);
    if (!name.trim()) {
      setFailure(t`Give the passkey a name, like "Laptop" or "Phone".`);
      return;
    }
    setBusy(true);
    try {
      const { options } = await startRegistration().unwrap();
      const response = await createPasskey(options);
      await addPasskey({ newPasskeyDto: { name: name.trim(), response: response as unknown as Record<string, unknown> } }).unwrap();
      setNaming(false);
      setName('');
      notifications.success({ title: t`Passkey added`, description: t`You can now sign in with it instead of your password.` });
    } catch (error) {
      setFailure(passkeyFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="passkeys" aria-labelledby="passkeys-heading">
      <h3 id="passkeys-heading" className="two-factor__heading">
        <KeyOutlined aria-hidden /> {t`Passkeys`}
      </h3>
      <p>{t`Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device.`}</p>
      {passkeys.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : passkeys.isError ? (
        <Alert type="error" showIcon title={t`Failed to load your passkeys: ${errorMessage(passkeys.error)}`} />
      ) : passkeys.data?.length ? (
        <ul className="passkeys__list" aria-label={t`Your passkeys`}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="security-settings__note">{t`No passkeys yet.`}</p>
      )}
      {!passkeysSupported() ? (
        <p className="security-settings__note">{t`This browser cannot make passkeys.`}</p>
      ) : naming ? (
        <form
          className="passkeys__add"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <label htmlFor="new-passkey-name" className="two-factor__label">
            {t`Name of the new passkey`}
          </label>
          <div className="passkeys__add-row">
            <Input
              id="new-passkey-name"
              value={name}
              maxLength={60}
              autoFocus
              placeholder={t`Laptop`}
              onChange={(event) => setName(event.target.value)}
              aria-describedby={failure ? 'new-passkey-error' : undefined}
              aria-invalid={failure ? true : undefined}
            />
            <BusyButton htmlType="submit" busy={busy} busyLabel={t`Waiting for your device...`}>
              {t`Add`}
            </BusyButton>
            <Button
              onClick={() => {
                setNaming(false);
                setFailure(null);
              }}
            >
              {t`Cancel`}
            </Button>
          </div>
          {failure && (
            <p id="new-passkey-error" className="two-factor__error" role="alert">
              {failure}
            </p>
          )}
        </form>
      ) : (
        <div>
          <Button onClick={() => setNaming(true)}>{t`Add a passkey`}</Button>
        </div>
      )}
    </section>
  );
}
