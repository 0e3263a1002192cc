import { SafetyCertificateOutlined } from '@ant-design/icons';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import {
  errorMessage,
  useDisableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useRegenerateRecoveryCodesMutation,
  useStartTwoFactorSetupMutation,
  type ConfirmIdentityDto,
  type TwoFactorSetupDto,
} from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { ConfirmIdentityModal } from './ConfirmIdentityModal';
import { RecoveryCodes } from './RecoveryCodes';
import './SecuritySettings.css';

// The QR step loads only for members who set up an authenticator.
const TwoFactorSetup = lazy(() => import('./TwoFactorSetup'));

type Confirming = 'new-authenticator' | 'new-codes' | 'turn-off';
type View =
  | { name: 'status' }
  | { name: 'confirm'; action: Confirming }
  | { name: 'setup'; setup: TwoFactorSetupDto }
  | { name: 'codes'; codes: string[] };

const CONFIRM: Record<Confirming, { title: MessageDescriptor; okText: MessageDescriptor; danger?: boolean }> = {
  'new-authenticator': { title: msg`Set up a new authenticator`, okText: msg`Continue` },
  'new-codes': { title: msg`Make new recovery codes`, okText: msg`Make new codes` },
  'turn-off': { title: msg`Turn off two-factor sign-in?`, okText: msg`Turn off`, danger: true },
};

/**
 * /profile's Security card: two-factor sign-in with an authenticator app. Off: 'Turn on' starts the
 * setup. On: a new authenticator, new recovery codes, or turning it off (never for an admin), each
 * after the password or a current code.
 */
export function SecuritySettings() {
  const status = useGetTwoFactorStatusQuery();
  const [startSetup, starting] = useStartTwoFactorSetupMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const notifications = useNotifications();
  const [view, setView] = useState<View>({ name: 'status' });
  const [failure, setFailure] = useState<string | null>(null);
  const statusHeading = useRef<HTMLParagraphElement>(null);

  const backToStatus = () => {
    setView({ name: 'status' });
    requestAnimationFrame(() => statusHeading.current?.focus());
  };
  const setUp = async (proof: ConfirmIdentityDto) =>
    setView({ name: 'setup', setup: await startSetup({ confirmIdentityDto: proof }).unwrap() });
  const turnOn = async () => {
    setFailure(null);
    try {
      await setUp({});
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const confirmed: Record<Confirming, (proof: ConfirmIdentityDto) => Promise<void>> = {
    'new-authenticator': setUp,
    'new-codes': async (proof) =>
      setView({ name: 'codes', codes: (await regenerate({ confirmIdentityDto: proof }).unwrap()).recoveryCodes }),
    'turn-off': async (proof) => {
      await disable({ confirmIdentityDto: proof }).unwrap();
      backToStatus();
      notifications.success({ title: t`Two-factor sign-in is off`, description: t`Your password alone now signs you in.` });
    },
  };

  if (status.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!status.data) return <Alert type="error" showIcon title={t`Failed to load your security settings`} />;
  const { enabled, recoveryCodesLeft, required } = status.data;

  if (view.name === 'setup')
    return (
      <Suspense fallback={<Skeleton active />}>
        <TwoFactorSetup
          setup={view.setup}
          onCancel={backToStatus}
          onDone={() => {
            backToStatus();
            notifications.success({ title: t`Two-factor sign-in is on`, description: t`Signing in now asks for a code from your app.` });
          }}
        />
      </Suspense>
    );
  if (view.name === 'codes') return <RecoveryCodes codes={view.codes} onDone={backToStatus} />;

  return (
    <div className="security-settings">
      <p ref={statusHeading} tabIndex={-1} className="security-settings__status">
        <SafetyCertificateOutlined aria-hidden /> {t`Two-factor sign-in`} {enabled ? <Tag color="green">{t`On`}</Tag> : <Tag>{t`Off`}</Tag>}
      </p>
      {enabled ? (
        <>
          <p>
            {recoveryCodesLeft <= 3
              ? t`Signing in asks for a code from your authenticator app. ${recoveryCodesLeft} of 10 recovery codes left: make new ones before you run out.`
              : t`Signing in asks for a code from your authenticator app. ${recoveryCodesLeft} of 10 recovery codes left.`}
          </p>
          {required && <p className="security-settings__note">{t`Admins keep two-factor sign-in on once it is set up.`}</p>}
          <div className="two-factor__actions">
            <Button onClick={() => setView({ name: 'confirm', action: 'new-codes' })} aria-haspopup="dialog">
              {t`Make new recovery codes`}
            </Button>
            <Button onClick={() => setView({ name: 'confirm', action: 'new-authenticator' })} aria-haspopup="dialog">
              {t`Set up a new authenticator`}
            </Button>
            {!required && (
              <Button danger onClick={() => setView({ name: 'confirm', action: 'turn-off' })} aria-haspopup="dialog">
                {t`Turn off`}
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p>{t`Protect your account with a code from an authenticator app on your phone, asked for after your password.`}</p>
          {failure && <Alert type="error" showIcon title={failure} />}
          <Button type="primary" onClick={() => void turnOn()} loading={starting.isLoading}>
            {t`Turn on two-factor sign-in`}
          </Button>
        </>
      )}
      {view.name === 'confirm' && (
        <ConfirmIdentityModal
          title={i18n._(CONFIRM[view.action].title)}
          okText={i18n._(CONFIRM[view.action].okText)}
          danger={CONFIRM[view.action].danger}
          onConfirm={confirmed[view.action]}
          onClose={backToStatus}
        />
      )}
    </div>
  );
}
