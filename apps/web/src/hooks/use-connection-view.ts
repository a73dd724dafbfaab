import { useEffect, useState } from 'react';
import { connectionView, nextConnectionChange } from '../lib/connection-state.ts';
import { useLive } from '../lib/live-socket.tsx';

const useBrowserOnline = () => {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
};

/** The live connection as the header shows it: the socket connected and the browser online. */
export const useConnectionView = () => {
  const { status } = useLive();
  const online = useBrowserOnline();
  const live = online && status === 'online';
  const [lostAt, setLostAt] = useState<number | null>(() => (live ? null : Date.now()));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setLostAt((previous) => (live ? null : (previous ?? Date.now())));
    setNow(Date.now());
  }, [live]);

  // Re-render exactly when the view changes by itself (at 30 s and 60 s offline).
  useEffect(() => {
    const next = nextConnectionChange(lostAt, now);
    if (next === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 20);
    return () => window.clearTimeout(timer);
  }, [lostAt, now]);

  return connectionView(live ? null : lostAt, Math.max(now, lostAt ?? 0));
};
