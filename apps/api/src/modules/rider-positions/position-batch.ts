/**
 * Collects what moved and publishes it all at once, at most once every `intervalMs` (decision 048, amendment 2):
 * each key keeps only its newest value until the next publish. After a quiet spell the first push publishes at
 * once; later pushes wait for the interval's end, so a value is at most `intervalMs` late and never dropped.
 */
export const createMovedBatch = <T>(intervalMs: number, publish: (moved: Map<string, T>) => void) => {
  let pending = new Map<string, T>();
  let lastSent = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (now: number) => {
    timer = undefined;
    const moved = pending;
    pending = new Map();
    lastSent = now;
    if (moved.size > 0) publish(moved);
  };
  return {
    push(key: string, value: T, now = Date.now()) {
      pending.set(key, value);
      if (timer) return;
      const wait = lastSent + intervalMs - now;
      if (wait <= 0) return send(now);
      timer = setTimeout(() => send(Date.now()), wait);
      timer.unref?.();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
};
