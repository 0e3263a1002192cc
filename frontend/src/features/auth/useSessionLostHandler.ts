import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { errorStatus } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';

/** How long 'Unauthorized' shows before the browser goes to sign in again (SPEC.md section 9). */
export const SESSION_LOST_REDIRECT_MS = 500;

/**
 * For calls only a signed-in user makes (profile save, role upgrade, ...): a 401 means the
 * session ended meanwhile. The returned handler then says so and, after a moment, sends the
 * browser to the server's sign-in entry, which comes back here afterwards; it returns true so
 * that the caller skips its own error message. Any other error is left to the caller (false).
 */
export function useSessionLostHandler(): (error: unknown) => boolean {
  const notifications = useNotifications();
  const { pathname, search } = useLocation();

  return useCallback(
    (error: unknown) => {
      if (errorStatus(error) !== 401) return false;
      notifications.error({ title: t`Unauthorized`, description: t`You are logged out. Logging in again...` });
      const signIn = `/api/login?returnTo=${encodeURIComponent(pathname + search)}`;
      setTimeout(() => window.location.assign(signIn), SESSION_LOST_REDIRECT_MS);
      return true;
    },
    [notifications, pathname, search],
  );
}
