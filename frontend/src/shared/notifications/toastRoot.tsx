import { useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, notification } from 'antd';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { NOTIFICATION_DURATION_SECONDS } from '@plantry/shared';
import { activeAntdLocale } from '../../i18n/messages';
import { theme } from '../theme';
import type { ToastKind } from './notifications';

/** Widths where the header is the phone's (logo, menu button and the page's heading under it). */
const PHONE_WIDTHS = '(max-width: 767px)';

/**
 * Where toasts hide nothing the user needs: never over the header or the page's heading, so at
 * the bottom of a phone's screen and at the bottom right of wider ones. Errors and warnings are
 * alerts for screen readers; other toasts are polite status messages.
 */
function toastDefaults(kind: ToastKind): Pick<ArgsProps, 'placement' | 'role'> {
  return {
    placement: window.matchMedia(PHONE_WIDTHS).matches ? 'bottom' : 'bottomRight',
    role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
  };
}

/** The API with `toastDefaults` under each toast's own arguments. */
function placed(api: NotificationInstance): NotificationInstance {
  const show = (kind: ToastKind) => (args: ArgsProps) => api[kind]({ ...toastDefaults(kind), ...args });
  return {
    ...api,
    open: show('open'),
    success: show('success'),
    info: show('info'),
    warning: show('warning'),
    error: show('error'),
  };
}

function ToastHolder({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = notification.useNotification({ maxCount: 1, duration: NOTIFICATION_DURATION_SECONDS });
  const placedApi = useMemo(() => placed(api), [api]);
  useEffect(() => onReady(placedApi), [placedApi, onReady]);
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
    <ConfigProvider theme={theme} locale={activeAntdLocale()}>
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
