/**
 * Values kept in memory by key for a route called often (the riders' positions, decision 048): a hit costs no
 * statement; `refresh()` reads every kept value again in one call (the caller runs it every second or so), so a
 * change made elsewhere shows by then; `forget` drops at once. A read that began before a forget never stores
 * what it read, so a forgotten value cannot come back from an earlier read. A key unused for `idleMs` is dropped
 * at the next refresh.
 */
export const createRefreshedCache = <Value>(options: {
  /** Reads one key's value (undefined: none, nothing kept). */
  load: (key: string) => Promise<Value | undefined>;
  /** Reads the kept values again: the map holds the ones still valid, by key; a key left out is dropped. */
  reload: (kept: [key: string, value: Value][]) => Promise<Map<string, Value>>;
  idleMs: number;
}) => {
  type Entry = { value: Value; usedAt: number };
  const byKey = new Map<string, Entry>();
  let forgets = 0;
  let refreshing: Promise<void> | undefined;

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
    async get(key: string, now = Date.now()): Promise<Value | undefined> {
      const hit = byKey.get(key);
      if (hit) {
        hit.usedAt = now;
        return hit.value;
      }
      const before = forgets;
      const value = await options.load(key);
      if (value !== undefined && before === forgets) byKey.set(key, { value, usedAt: now });
      return value;
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
