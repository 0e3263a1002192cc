import { useSyncExternalStore } from 'react';
import { t } from '@lingui/core/macro';

/** Said wherever something needs the network while the browser has none. */
export const offlineNote = () => t`You are offline: this needs the network. Please try again once you are back online.`;

/** Whether the browser says it has no network (it may say online while the network is poor). */
export const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network now, following its online and offline events. */
export const useOnline = () => useSyncExternalStore(subscribe, () => !isOffline());
