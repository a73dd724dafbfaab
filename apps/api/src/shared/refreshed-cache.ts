/**
 * Values kept in memory by key for a route called often (the riders' positions, decision 048): a hit costs no
 * statement; `refresh()` reads every kept value again in one call (the caller runs it every second or so), so a
 * change made elsewhere shows by then; `forget` drops at once. A read that began before a forget never stores
 * what it read, so a forgotten value cannot come back from an earlier read. A key unused for `idleMs` is dropped
 * at the next refresh. Misses are read together: one read at a time, and the keys missed while it runs wait for
 * the next one, so 1,000 riders starting at once cost a few statements, not 1,000 (decision 048, amendment 2).
 */
export const createRefreshedCache = <Value>(options: {
  /** Reads these keys' values in one call; a key left out has none (nothing kept). */
  loadMany: (keys: string[]) => Promise<Map<string, Value>>;
  /** Reads the kept values again: the map holds the ones still valid, by key; a key left out is dropped. */
  reload: (kept: [key: string, value: Value][]) => Promise<Map<string, Value>>;
  idleMs: number;
}) => {
  type Entry = { value: Value; usedAt: number };
  const byKey = new Map<string, Entry>();
  let forgets = 0;
  let refreshing: Promise<void> | undefined;
  type Waiter = { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void };
  /**
   * Keys missed and not read yet, and the keys of the read under way: a second miss joins its key's read, unless a
   * forget came since that read began (it then waits for the next read).
   */
  let queued = new Map<string, { promise: Promise<Value | undefined>; waiter: Waiter }>();
  const reading = new Map<string, { promise: Promise<Value | undefined>; before: number }>();
  let loading = false;

  const loadQueued = async () => {
    loading = true;
    while (queued.size > 0) {
      const batch = queued;
      queued = new Map();
      const before = forgets;
      for (const [key, { promise }] of batch) reading.set(key, { promise, before });
      try {
        const values = await options.loadMany([...batch.keys()]);
        const now = Date.now();
        for (const [key, { waiter }] of batch) {
          const value = values.get(key);
          if (value !== undefined && before === forgets && !byKey.has(key)) byKey.set(key, { value, usedAt: now });
          waiter.resolve(value);
        }
      } catch (error) {
        for (const { waiter } of batch.values()) waiter.reject(error);
      } finally {
        for (const [key, { promise }] of batch) if (reading.get(key)?.promise === promise) reading.delete(key);
      }
    }
    loading = false;
  };

  const refresh = async (now: number) => {
    const entries = [...byKey].filter(([key, entry]) => {
      if (now - entry.usedAt <= options.idleMs) return true;
      byKey.delete(key);
      return false;
    });
    if (entries.length === 0) return;
    const fresh = await options.reload(entries.map(([key, entry]) => [key, entry.value]));
    for (const [key, entry] of entries) {
      // Forgotten or replaced while reading: what was read is older than that.
      if (byKey.get(key) !== entry) continue;
      const value = fresh.get(key);
      if (value === undefined) byKey.delete(key);
      else entry.value = value;
    }
  };

  return {
    /** The value, from memory when kept, else read (and kept unless a forget came meanwhile). */
    get(key: string, now = Date.now()): Promise<Value | undefined> {
      const hit = byKey.get(key);
      if (hit) {
        hit.usedAt = now;
        return Promise.resolve(hit.value);
      }
      const underWay = reading.get(key);
      const joined = underWay?.before === forgets ? underWay.promise : queued.get(key)?.promise;
      if (joined) return joined;
      let waiter: Waiter | undefined;
      const promise = new Promise<Value | undefined>((resolve, reject) => {
        waiter = { resolve, reject };
      });
      queued.set(key, { promise, waiter: waiter! });
      if (!loading) void loadQueued();
      return promise;
    },
    /** The value kept now, without reading. */
    peek: (key: string) => byKey.get(key)?.value,
    /** Drops every kept value that matches (all reads under way then will not be kept either). */
    forget(matches: (value: Value, key: string) => boolean) {
      forgets += 1;
      for (const [key, entry] of byKey) if (matches(entry.value, key)) byKey.delete(key);
    },
    /** Reads every kept value again in one call; calls do not overlap. */
    refresh(now = Date.now()): Promise<void> {
      refreshing ??= refresh(now).finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
    get size() {
      return byKey.size;
    },
  };
};
