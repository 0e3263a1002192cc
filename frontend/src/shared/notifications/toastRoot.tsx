import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { NOTIFICATION_DURATION_SECONDS } from '@plantry/shared';
import { theme } from '../theme';

function ToastHolder({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = notification.useNotification({ maxCount: 1, duration: NOTIFICATION_DURATION_SECONDS });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}

/**
 * Mounts the toasts' own React root (see NotificationsProvider for why it is separate) and hands
 * their API to `onReady` once it exists; the returned function takes the root down again.
 * Loaded on its own by notifications.tsx: antd's notification code is not needed for a first render.
 */
export function mountToastRoot(onReady: (api: NotificationInstance) => void): () => void {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <ConfigProvider theme={theme}>
      <ToastHolder onReady={onReady} />
    </ConfigProvider>,
  );
  return () => {
    // Not during the app root's own commit: React refuses to unmount another root then.
    setTimeout(() => {
      root.unmount();
      container.remove();
    });
  };
}
