import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

const NotificationsContext = createContext<NotificationInstance | null>(null);

type Kind = 'open' | 'success' | 'info' | 'warning' | 'error';

/**
 * A stand-in for the toasts' API that passes calls on once the real one exists (queued until then,
 * each queued call telling `onWaiting`'s listener, which loads the real one if that failed before).
 */
function createRelay() {
  let target: NotificationInstance | null = null;
  let waiting: ((api: NotificationInstance) => void)[] = [];
  let needed: (() => void) | undefined;
  const send = (call: (api: NotificationInstance) => void) => {
    if (target) return call(target);
    waiting.push(call);
    needed?.();
  };
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
  const onWaiting = (listener: (() => void) | undefined) => {
    needed = listener;
  };
  return { api, connect, onWaiting };
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
    // The toasts' code (antd's notification) loads on its own, after the first render: it is not
    // needed to show a page, and calls made before it arrives wait in the relay.
    let active = true;
    let loading = false;
    let unmount: (() => void) | undefined;
    const load = () => {
      if (loading || unmount) return;
      loading = true;
      import('./toastRoot')
        .then(({ mountToastRoot }) => {
          if (active) unmount = mountToastRoot(relay.connect);
        })
        // A failed download is tried again when the next toast is asked for.
        .catch((error: unknown) => console.error('Could not load the notifications', error))
        .finally(() => {
          loading = false;
        });
    };
    load();
    relay.onWaiting(load);
    return () => {
      active = false;
      relay.onWaiting(undefined);
      unmount?.();
    };
  }, [relay]);

  return <NotificationsContext value={relay.api}>{children}</NotificationsContext>;
}

export function useNotifications(): NotificationInstance {
  const api = use(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a NotificationsProvider');
  return api;
}
