/** Longest delay a browser timer accepts (about 24.8 days); a longer pause is simply checked again then. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/** A little after the end, so the server (whose clock may lag ours) already sees the pause over. */
export const PAUSE_END_GRACE_MS = 1000;
/** When a re-read still says paused (our clock runs ahead), wait at least this long before asking again. */
export const PAUSE_RETRY_MS = 5000;

/**
 * How long to wait before re-reading a paused company: the pause ends on the server by itself (it is computed,
 * not stored), so nothing is pushed then. Null when there is no pause to wait for.
 */
export const pauseCheckDelay = (pausedUntil: string | null | undefined, now: number, minimum = PAUSE_END_GRACE_MS) => {
  if (!pausedUntil) return null;
  const end = Date.parse(pausedUntil);
  if (Number.isNaN(end)) return null;
  return Math.min(Math.max(end - now + PAUSE_END_GRACE_MS, minimum), MAX_TIMER_MS);
};
