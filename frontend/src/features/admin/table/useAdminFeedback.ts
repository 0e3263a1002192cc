import { useCallback } from 'react';
import { t } from '@lingui/core/macro';
import { errorMessage } from '../../../api';
import { useNotifications } from '../../../shared/notifications/notifications';
import { useSessionLostHandler } from '../../auth/useSessionLostHandler';

/** A started RTK Query mutation: the result of calling a mutation hook's trigger. */
interface StartedCall {
  unwrap(): Promise<unknown>;
}

/**
 * Waits for an admin change and says how it went (SPEC.md section 8): 'Success' with `done`, or
 * 'Error' with the server's message (a lost session signs in again instead). Tables refresh by
 * the cache tags. Resolves to whether the change was made.
 */
export function useAdminFeedback(): (call: StartedCall, done: string) => Promise<boolean> {
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  return useCallback(
    async (call, done) => {
      try {
        await call.unwrap();
      } catch (error) {
        if (!handleSessionLost(error)) notifications.error({ title: t`Error`, description: errorMessage(error) });
        return false;
      }
      notifications.success({ title: t`Success`, description: done });
      return true;
    },
    [notifications, handleSessionLost],
  );
}
