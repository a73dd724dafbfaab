/**
 * At most one publish per key every `intervalMs`: the first goes at once, later ones within the interval are
 * held and only the newest is sent when it ends, so the last position always arrives, at most intervalMs late.
 */
export const createThrottle = <T>(intervalMs: number, publish: (key: string, value: T) => void) => {
  const lastSent = new Map<string, number>();
  const held = new Map<string, { value: T; timer: ReturnType<typeof setTimeout> }>();
  const send = (key: string, value: T, now: number) => {
    lastSent.set(key, now);
    publish(key, value);
  };
  return {
    push(key: string, value: T, now = Date.now()) {
      const waiting = held.get(key);
      if (waiting) {
        waiting.value = value;
        return;
      }
      const wait = (lastSent.get(key) ?? 0) + intervalMs - now;
      if (wait <= 0) return send(key, value, now);
      const timer = setTimeout(() => {
        const entry = held.get(key);
        held.delete(key);
        if (entry) send(key, entry.value, Date.now());
      }, wait);
      timer.unref?.();
      held.set(key, { value, timer });
    },
    /** Drops keys not sent to for a while, so memory follows the riders moving now. */
    sweep(now = Date.now()) {
      for (const [key, at] of lastSent) if (now - at > 10 * intervalMs && !held.has(key)) lastSent.delete(key);
    },
    stop() {
      for (const { timer } of held.values()) clearTimeout(timer);
      held.clear();
    },
  };
};
