import { createContext, use, type ReactNode } from 'react';
import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { NOTIFICATION_DURATION_SECONDS } from '@plantry/shared';

const NotificationsContext = createContext<NotificationInstance | null>(null);

/**
 * Toasts for the whole app, themed by the surrounding ConfigProvider: one at a time, each
 * closing by itself after 5 s (SPEC.md section 9).
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({
    maxCount: 1,
    duration: NOTIFICATION_DURATION_SECONDS,
  });
  return (
    <NotificationsContext value={api}>
      {holder}
      {children}
    </NotificationsContext>
  );
}

export function useNotifications(): NotificationInstance {
  const api = use(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a NotificationsProvider');
  return api;
}
