/** Anything the live lists hold: orders and errands carry an id, a version and their creation time. */
export type LiveItem = { id: string; version: number; createdAt: string };

const newestFirst = <T extends LiveItem>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt);

/** Replaces the whole list (the first load), newest first and without repeated ids. */
export const replaceList = <T extends LiveItem>(items: readonly T[]): T[] => {
  const byId = new Map<string, T>();
  for (const item of items) {
    const held = byId.get(item.id);
    if (!held || item.version > held.version) byId.set(item.id, item);
  }
  return [...byId.values()].sort(newestFirst);
};

/** A new item goes first; one already in the list is ignored (seed section 5: the alert is ignored too). */
export const prependUnique = <T extends LiveItem>(list: readonly T[], item: T): T[] =>
  list.some((held) => held.id === item.id) ? (list as T[]) : [item, ...list];

/** An update replaces the item with the same id, unless it is an older copy arriving late. */
export const updateById = <T extends LiveItem>(list: readonly T[], item: T): T[] => {
  const index = list.findIndex((held) => held.id === item.id);
  if (index === -1 || list[index].version > item.version) return list as T[];
  const next = [...list];
  next[index] = item;
  return next;
};

/** Upsert by id keeping the higher version: how catch-up items and unknown updates are applied. */
export const upsertById = <T extends LiveItem>(list: readonly T[], item: T): T[] =>
  list.some((held) => held.id === item.id) ? updateById(list, item) : [item, ...list].sort(newestFirst);

export type MergeResult<T> = { list: T[]; added: T[] };

/**
 * Applies a batch (catch-up answer or buffered events) to the list; `added` holds the items whose id was
 * not in the list before, so that an item seen both live and in the catch-up alerts once.
 */
export const mergeChanges = <T extends LiveItem>(list: readonly T[], items: readonly T[]): MergeResult<T> => {
  const known = new Set(list.map((item) => item.id));
  const added: T[] = [];
  let next = list as T[];
  for (const item of items) {
    if (!known.has(item.id)) {
      known.add(item.id);
      added.push(item);
    }
    next = upsertById(next, item);
  }
  return { list: next, added };
};

/**
 * New-item events that came while the first list was loading and that the loaded list already holds:
 * the load swallowed them, yet nobody has been told (one per id, in the list's own copy).
 */
export const arrivedWhileLoading = <T extends LiveItem>(list: readonly T[], arrivals: readonly T[]): T[] => {
  const arrived = new Set(arrivals.map((item) => item.id));
  return list.filter((item) => arrived.has(item.id));
};
