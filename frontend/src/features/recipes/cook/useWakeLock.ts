import { useEffect, useState } from 'react';

/** Whether the screen is kept on: 'on', 'off' (refused, or given back by the browser), or 'unsupported'. */
export type WakeLockState = 'on' | 'off' | 'unsupported';

/**
 * Keeps the screen on while `active`, with the Screen Wake Lock API where the browser has it. The
 * browser lets go of the lock when the page is hidden, so it is asked for again when the page
 * shows; it is released when cook mode closes.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'off' : 'unsupported');
  useEffect(() => {
    if (!active || !supported) return undefined;
    let sentinel: WakeLockSentinel | undefined;
    let closed = false;
    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (closed) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setState('on');
        lock.addEventListener('release', () => {
          if (!closed) setState('off');
        });
      } catch {
        setState('off'); // refused: a battery saver, or a page not allowed to
      }
    };
    const onVisible = () => void request();
    onVisible();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, [active, supported]);
  return state;
}
