import { formatClock } from './clock.ts';

/** Offline this long, the header says since when ("Sin conexión desde 2:05 p. m."). */
export const OFFLINE_LABEL_AFTER_MS = 30_000;
/** Offline this long, a full-width banner says it too: orders may be waiting somewhere else. */
export const OFFLINE_BANNER_AFTER_MS = 60_000;

export type ConnectionPhase = 'connected' | 'reconnecting' | 'offline';
export type ConnectionView = { phase: ConnectionPhase; label: string; banner: boolean };

/**
 * What the header shows for the live connection, from when it was lost (null while connected) and the
 * time now: "En línea", then "Reconectando…", then after 30 s "Sin conexión desde 2:05 p. m." and a banner
 * after 60 s.
 */
export const connectionView = (lostAt: number | null, now: number): ConnectionView => {
  if (lostAt === null) return { phase: 'connected', label: 'En línea', banner: false };
  const offlineFor = now - lostAt;
  if (offlineFor < OFFLINE_LABEL_AFTER_MS) return { phase: 'reconnecting', label: 'Reconectando…', banner: false };
  return {
    phase: 'offline',
    label: `Sin conexión desde ${formatClock(lostAt)}`,
    banner: offlineFor >= OFFLINE_BANNER_AFTER_MS,
  };
};

/** When the view will next change by itself (null: not until the connection does). */
export const nextConnectionChange = (lostAt: number | null, now: number) => {
  if (lostAt === null) return null;
  const offlineFor = now - lostAt;
  if (offlineFor < OFFLINE_LABEL_AFTER_MS) return lostAt + OFFLINE_LABEL_AFTER_MS;
  if (offlineFor < OFFLINE_BANNER_AFTER_MS) return lostAt + OFFLINE_BANNER_AFTER_MS;
  return null;
};
