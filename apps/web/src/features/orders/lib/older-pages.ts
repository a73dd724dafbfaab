import type { LiveItem } from './live-list.ts';

/** Where each source's walk stands (company or partner id → the server's `nextCursor`); absent when it ended. */
export type Cursors = Record<string, string>;

/** The cursors still open of some pages' `nextCursor`, or undefined once every source is at its end. */
export const openCursors = (pages: Record<string, string | null>): Cursors | undefined => {
  const open = Object.entries(pages).filter((entry): entry is [string, string] => entry[1] !== null);
  return open.length > 0 ? Object.fromEntries(open) : undefined;
};

/**
 * The live first page followed by the older pages loaded by cursor: one copy per id (the higher version, the live
 * list's on a tie, since live events and catch-up keep it current), newest first.
 */
export const withOlderPages = <T extends LiveItem>(live: readonly T[], older: readonly T[]): T[] => {
  if (older.length === 0) return live as T[];
  const byId = new Map<string, T>(live.map((item) => [item.id, item]));
  const extra: T[] = [];
  for (const item of older) {
    const held = byId.get(item.id);
    if (!held) {
      byId.set(item.id, item);
      extra.push(item);
    } else if (item.version > held.version) {
      byId.set(item.id, item);
    }
  }
  const merged = [...live.map((item) => byId.get(item.id) as T), ...extra.map((item) => byId.get(item.id) as T)];
  return merged.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};
