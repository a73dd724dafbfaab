import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API): a counter tablet that dims and sleeps hides the
 * orders. The browser drops the lock when the tab is hidden, so it is asked again on coming back.
 */
export const useWakeLock = (active: boolean) => {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (cancelled) void lock.release();
          else sentinel = lock;
        },
        (error: Error) => console.warn(`Wake lock refused: ${error.message}`),
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
};
