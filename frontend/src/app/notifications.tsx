import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, notification } from 'antd';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { NOTIFICATION_DURATION_SECONDS } from '@plantry/shared';
import { theme } from './theme';

const NotificationsContext = createContext<NotificationInstance | null>(null);

type Kind = 'open' | 'success' | 'info' | 'warning' | 'error';

/** A stand-in for the toasts' API that passes calls on once the real one exists (queued until then). */
function createRelay() {
  let target: NotificationInstance | null = null;
  let waiting: ((api: NotificationInstance) => void)[] = [];
  const send = (call: (api: NotificationInstance) => void) => (target ? call(target) : waiting.push(call));
  const show = (kind: Kind) => (args: ArgsProps) => send((api) => api[kind](args));

  const api: NotificationInstance = {
    open: show('open'),
    success: show('success'),
    info: show('info'),
    warning: show('warning'),
    error: show('error'),
    destroy: (key) => send((real) => real.destroy(key)),
  };
  const connect = (real: NotificationInstance) => {
    target = real;
    waiting.forEach((call) => call(real));
    waiting = [];
  };
  return { api, connect };
}

function ToastHolder({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = notification.useNotification({ maxCount: 1, duration: NOTIFICATION_DURATION_SECONDS });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}

/**
 * Toasts for the whole app: one at a time, each closing by itself after 5 s (SPEC.md section 9).
 *
 * They live in a React root of their own. A visible toast re-renders on every animation frame (its
 * close timer), and in the app's root each of those updates would interrupt and restart any
 * Suspense retry, such as the signed-in home loading right after 'Welcome back!': on a slow
 * device the page stayed a spinner for the toast's whole 5 s.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [relay] = useState(createRelay);

  useEffect(() => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <ConfigProvider theme={theme}>
        <ToastHolder onReady={relay.connect} />
      </ConfigProvider>,
    );
    return () => {
      // Not during the app root's own commit: React refuses to unmount another root then.
      setTimeout(() => {
        root.unmount();
        container.remove();
      });
    };
  }, [relay]);

  return <NotificationsContext value={relay.api}>{children}</NotificationsContext>;
}

export function useNotifications(): NotificationInstance {
  const api = use(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a NotificationsProvider');
  return api;
}
