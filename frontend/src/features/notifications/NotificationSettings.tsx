import { Checkbox } from 'antd';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useNotificationSettingsQuery, useSaveNotificationSettingsMutation, type NotificationSettingDto } from '../../api';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { LoadingSpinner } from '../../shared/ui/LoadingSpinner';
import { useFailureReport } from '../auth/useFailureReport';
import { kindName } from './kindName';
import './Notifications.css';

type Channel = 'inApp' | 'byEmail';

const CHANNELS: [Channel, MessageDescriptor][] = [
  ['inApp', msg`In Plantry`],
  ['byEmail', msg`By email`],
];

/** /profile's notification settings: each kind in the app and by email, saved as soon as it is ticked or unticked. */
export function NotificationSettings({ emailVerified }: { emailVerified: boolean }) {
  const { data, isError, refetch } = useNotificationSettingsQuery();
  const [save, saving] = useSaveNotificationSettingsMutation();
  const failed = useFailureReport();
  const change = async (setting: NotificationSettingDto, channel: Channel, on: boolean) => {
    if (saving.isLoading) return;
    try {
      await save({ notificationSettingsDto: { settings: [{ ...setting, [channel]: on }] } }).unwrap();
    } catch (error) {
      failed(error, t`Failed to save your notification settings`);
    }
  };
  if (isError) return <ErrorNotice message={t`Failed to load your notification settings`} onRetry={refetch} />;
  if (!data) return <LoadingSpinner label={t`Loading notification settings`} />;
  return (
    <>
      <table className="notification-settings">
        <caption className="notification-settings__caption">{t`What Plantry tells you of, under the bell and by email.`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Notification`}</th>
            {CHANNELS.map(([channel, label]) => (
              <th key={channel} scope="col">
                {i18n._(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((setting) => (
            <tr key={setting.kind}>
              <th scope="row">{kindName(setting.kind)}</th>
              {CHANNELS.map(([channel, label]) => (
                <td key={channel}>
                  <Checkbox
                    checked={setting[channel]}
                    aria-label={`${kindName(setting.kind)}, ${i18n._(label).toLowerCase()}`}
                    aria-disabled={saving.isLoading || undefined}
                    onChange={(event) => void change(setting, channel, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!emailVerified && <p className="notification-settings__note">{t`Emails go to verified addresses only.`}</p>}
    </>
  );
}
