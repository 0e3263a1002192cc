import { CheckCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { t } from '@lingui/core/macro';
import { NOTIFICATION_KINDS, type NotificationKind } from '@plantry/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, useUnsubscribeFromEmailsMutation } from '../../api';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Page } from '../../shared/ui/Page';
import { Panel } from '../../shared/ui/Panel';
import { kindName } from './kindName';
import './Notifications.css';

const isKind = (value: string | null): value is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(value ?? '');

/**
 * /unsubscribe: where a notification email's link leads. It asks before unsubscribing, so that a
 * mail scanner opening the link changes nothing; no sign-in needed, the link's token is enough.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  const user = Number(params.get('user'));
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeFromEmailsMutation();
  const result = useRef<HTMLParagraphElement>(null);
  const valid = isKind(kind) && Number.isSafeInteger(user) && user > 0 && token !== '';

  const confirm = async () => {
    if (!valid) return;
    await unsubscribe({ user, kind, token, oneClickDto: {} })
      .unwrap()
      .catch(() => undefined);
    requestAnimationFrame(() => result.current?.focus());
  };

  return (
    <Page title={t`Unsubscribe`} narrow>
      <Panel className="unsubscribe">
        {!valid ? (
          <p role="alert">{t`This unsubscribe link is not complete. Open it again from the email, or change your settings on your profile.`}</p>
        ) : data ? (
          <p ref={result} tabIndex={-1} className="unsubscribe__done">
            <CheckCircleOutlined aria-hidden />{' '}
            {t`Done: no more emails about ''${kindName(kind)}''. You can turn them on again in your profile.`}
          </p>
        ) : (
          <>
            <p>{t`Stop emails about ''${kindName(kind)}''? You will still see them under the bell in Plantry.`}</p>
            {error !== undefined && (
              <p role="alert" ref={result} tabIndex={-1} className="unsubscribe__error">
                {errorMessage(error, t`Unsubscribing failed. Please try again.`)}
              </p>
            )}
            <Button type="primary" loading={isLoading} onClick={() => void confirm()}>
              {t`Unsubscribe`}
            </Button>
          </>
        )}
        <p className="unsubscribe__settings">
          <ButtonLink to="/profile#notification-settings" type="link">
            {t`All notification settings`}
          </ButtonLink>
        </p>
      </Panel>
    </Page>
  );
}
