import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { isOffline, offlineNote } from '../online';

/** antd's toasts, and a way to have their code ready before the first. */
export interface Notifications extends NotificationInstance {
  /** Loads the toasts' code now, for a toast that must show without delay (e.g. before a reload). */
  prepare(): void;
  /**
   * Resolves once a toast with this title is on the screen, for what must wait until it has been
   * seen (a busy device may show it late); after `timeoutMs` at the latest.
   */
  shown(title: string, timeoutMs?: number): Promise<void>;
}

/** How long `shown` waits at most: a toast that cannot be shown must not hold anything up for good. */
const SHOWN_TIMEOUT_MS = 5000;

function toastShown(title: string, timeoutMs = SHOWN_TIMEOUT_MS): Promise<void> {
  const onScreen = () => [...document.querySelectorAll('.ant-notification-notice-title')].some((heading) => heading.textContent === title);
  return new Promise((resolve) => {
    if (onScreen()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (onScreen()) done();
    });
    const timer = setTimeout(done, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * An error toast shown while the browser is offline also says that the network is needed: every
 * write (a heart, a review, a shared recipe) fails at once then, with its own words ('Failed to
 * update favorites'), which alone do not say why nor what to do.
 */
function saysOffline(args: ArgsProps): ArgsProps {
  const { description } = args;
  const note = offlineNote();
  if (!isOffline() || (typeof description === 'string' && description.includes(note))) return args;
  if (description === undefined || description === null) return { ...args, description: note };
  if (typeof description !== 'string') return args;
  return { ...args, description: `${description.replace(/\.?$/, '.')} ${note}` };
}

const NotificationsContext = createContext<Notifications | null>(null);

export type ToastKind = 'open' | 'success' | 'info' | 'warning' | 'error';

/**
 * A stand-in for the toasts' API that passes calls on once the real one exists; until then calls
 * wait, and each asks `onWaiting`'s listener for the real one.
 */
function createRelay() {
  let target: NotificationInstance | null = null;
  let waiting: ((api: NotificationInstance) => void)[] = [];
  let request: (() => void) | undefined;
  let prepared = false;
  const send = (call: (api: NotificationInstance) => void) => {
    if (target) return call(target);
    waiting.push(call);
    request?.();
  };
  const show = (kind: ToastKind) => (args: ArgsProps) => send((api) => api[kind](kind === 'error' ? saysOffline(args) : args));

  const api: Notifications = {
    prepare: () => {
      prepared = true;
      if (!target) request?.();
    },
    shown: toastShown,
    open: show('open'),
    success: show('success'),
    info: show('info'),
    warning: show('warning'),
    error: show('error'),
    destroy: (key) => send((real) => real.destroy(key)),
  };
  /** The real API (null when its root goes away: calls wait again). */
  const connect = (real: NotificationInstance | null) => {
    target = real;
    if (!real) return;
    waiting.forEach((call) => call(real));
    waiting = [];
  };
  /**
   * Sets what to call while calls wait (at once if some already do, e.g. from a child's effect, or
   * if the toasts were asked to be prepared).
   */
  const onWaiting = (listener: (() => void) | undefined) => {
    request = listener;
    if (waiting.length > 0 || prepared) request?.();
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
    // The toasts' code (antd's notification) loads when the first toast is asked for: no page needs
    // it to show, and most visits show no toast. A failed download is tried again by the next toast.
    let active = true;
    let loading = false;
    let unmount: (() => void) | undefined;
    const load = () => {
      if (loading || unmount) return;
      loading = true;
      import('./toastRoot')
        .then(({ mountToastRoot }) => {
          if (!active) return;
          unmount = mountToastRoot((real) => {
            if (active) relay.connect(real);
          });
        })
        .catch((error: unknown) => console.error('Could not load the notifications', error))
        .finally(() => {
          loading = false;
        });
    };
    relay.onWaiting(load);
    return () => {
      active = false;
      relay.onWaiting(undefined);
      relay.connect(null);
      unmount?.();
    };
  }, [relay]);

  return <NotificationsContext value={relay.api}>{children}</NotificationsContext>;
}

export function useNotifications(): Notifications {
  const api = use(NotificationsContext);
  if (!api) throw new Error('useNotifications needs a NotificationsProvider');
  return api;
}
