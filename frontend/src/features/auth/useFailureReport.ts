import { t } from '@lingui/core/macro';
import { errorMessage, errorStatus } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { useSessionLostHandler } from './useSessionLostHandler';

/**
 * Reports a failed call of a signed-in action: an ended session is handled as everywhere else
 * (useSessionLostHandler); otherwise a toast with the server's reason for a refused call (400,
 * 403), else `fallback`.
 */
export function useFailureReport() {
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();
  return (error: unknown, fallback: string) => {
    if (handleSessionLost(error)) return;
    const status = errorStatus(error);
    notifications.error({ title: t`Error`, description: status === 400 || status === 403 ? errorMessage(error, fallback) : fallback });
  };
}
