export const ALERT_REPEAT_MS = 5_000;

type Timers = {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

export type AlertRepeater = {
  /** Starts ringing for a new order: plays at once and every `intervalMs` until stopped. Once per id. */
  ring: (id: string) => void;
  /** Someone opened or accepted the order: it stops ringing for good, the others keep ringing. */
  stop: (id: string) => void;
  /** Stops every ringing order that is no longer waiting (accepted, rejected or cancelled elsewhere). */
  keepOnly: (waitingIds: Iterable<string>) => void;
  ringing: () => string[];
  dispose: () => void;
};

/** The repeat logic of the new-order alert, apart from the audio so that it can be tested with fake timers. */
export const createAlertRepeater = (
  play: () => void,
  intervalMs = ALERT_REPEAT_MS,
  timers: Timers = {
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  },
): AlertRepeater => {
  const ringing = new Set<string>();
  const done = new Set<string>();
  let handle: unknown = null;

  const sync = () => {
    if (ringing.size > 0 && handle === null) {
      handle = timers.setInterval(() => {
        if (ringing.size > 0) play();
      }, intervalMs);
    } else if (ringing.size === 0 && handle !== null) {
      timers.clearInterval(handle);
      handle = null;
    }
  };

  return {
    ring: (id) => {
      if (ringing.has(id) || done.has(id)) return;
      ringing.add(id);
      play();
      sync();
    },
    stop: (id) => {
      done.add(id);
      ringing.delete(id);
      sync();
    },
    keepOnly: (waitingIds) => {
      const waiting = new Set(waitingIds);
      for (const id of [...ringing]) {
        if (!waiting.has(id)) {
          ringing.delete(id);
          done.add(id);
        }
      }
      sync();
    },
    ringing: () => [...ringing],
    dispose: () => {
      ringing.clear();
      sync();
    },
  };
};
