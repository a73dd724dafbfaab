import type { PushPayload } from '@backoffice/shared';
import { useEffect, useRef } from 'react';

/** What the service worker posts to open pages when a push arrives (src/sw/sw.ts). */
export type PushMessage = { kind: 'push'; payload: PushPayload };

/** Seed section 7: a push received while the app is in the foreground reaches the page too. */
export const usePushMessages = (onPush: (payload: PushPayload) => void) => {
  const latest = useRef(onPush);
  latest.current = onPush;
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const listener = (event: MessageEvent<PushMessage>) => {
      if (event.data?.kind === 'push' && event.data.payload?.id) latest.current(event.data.payload);
    };
    container.addEventListener('message', listener);
    // Messages wait in a queue until this is called (only assigning onmessage would start it implicitly).
    container.startMessages();
    return () => container.removeEventListener('message', listener);
  }, []);
};
