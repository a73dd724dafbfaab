import type { RiderLatestPosition } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import {
  findLatestPositions,
  insertTrailPoints,
  type LatestRow,
  type TrailRow,
  upsertLatestPositions,
} from './rider-positions.queries.ts';

/** How often the buffered latest positions and trail points are written, in one statement each. */
export const POSITION_FLUSH_MS = 1000;
/** Trail points buffered at most; beyond (the database down for long), the oldest are dropped. */
const MAX_BUFFERED_TRAIL = 50_000;
/** A rider unheard of for this long leaves the memory (its row stays in the database). */
const FORGET_AFTER_MS = 60 * 60_000;

export const toLatestDto = (row: LatestRow): RiderLatestPosition => ({
  lat: row.lat,
  lng: row.lng,
  accuracy: row.accuracy,
  speed: row.speed ?? null,
  heading: row.heading ?? null,
  at: row.at.toISOString(),
});

type Logger = { error: (object: unknown, message: string) => void };

/**
 * The latest position of each rider heard by this process, and the trail points not written yet (decision 048).
 * Ingest touches only memory; flush() writes every changed rider in one upsert and the trail in one insert, so
 * 1,000 riders posting every 5 s cost one write a second instead of 200.
 */
export const createPositionStore = (db: Db, log: Logger) => {
  const latest = new Map<string, LatestRow>();
  const lastTrailAt = new Map<string, number>();
  const dirty = new Set<string>();
  let trail: (TrailRow & { at: Date })[] = [];
  let flushing: Promise<void> = Promise.resolve();

  const write = async () => {
    const rows = [...dirty].map((riderId) => latest.get(riderId)).filter((row) => row !== undefined);
    dirty.clear();
    const points = trail;
    trail = [];
    try {
      await upsertLatestPositions(db, rows);
      await insertTrailPoints(db, points);
    } catch (error) {
      log.error({ err: error }, 'rider positions flush failed');
      for (const row of rows) dirty.add(row.riderId);
      trail = [...points, ...trail].slice(-MAX_BUFFERED_TRAIL);
    }
  };

  return {
    /** The rider's latest as this process knows it, read once from the database when first heard. */
    async latestOf(riderId: string): Promise<LatestRow | undefined> {
      const known = latest.get(riderId);
      if (known) return known;
      const [row] = await findLatestPositions(db, [riderId]);
      if (row && !latest.has(riderId)) latest.set(riderId, row);
      return latest.get(riderId);
    },
    setLatest(row: LatestRow) {
      const current = latest.get(row.riderId);
      if (current && current.at >= row.at) return;
      latest.set(row.riderId, row);
      dirty.add(row.riderId);
    },
    lastTrailAt: (riderId: string) => lastTrailAt.get(riderId) ?? 0,
    addTrail(point: TrailRow & { at: Date }) {
      trail.push(point);
      if (trail.length > MAX_BUFFERED_TRAIL) trail.shift();
      lastTrailAt.set(point.riderId, point.at.getTime());
    },
    /** Database rows overlaid with this process's newer memory. */
    async latestFor(riderIds: string[]): Promise<Map<string, LatestRow>> {
      const rows = await findLatestPositions(db, riderIds);
      const result = new Map(rows.map((row) => [row.riderId, row]));
      for (const riderId of riderIds) {
        const memory = latest.get(riderId);
        const stored = result.get(riderId);
        if (memory && (!stored || memory.at > stored.at)) result.set(riderId, memory);
      }
      return result;
    },
    /** Writes what is buffered; calls queue behind each other. */
    flush(): Promise<void> {
      flushing = flushing.then(write);
      return flushing;
    },
    forgetIdle(now = Date.now()) {
      for (const [riderId, row] of latest) {
        if (!dirty.has(riderId) && now - row.receivedAt.getTime() > FORGET_AFTER_MS) {
          latest.delete(riderId);
          lastTrailAt.delete(riderId);
        }
      }
    },
    get size() {
      return latest.size;
    },
  };
};
export type PositionStore = ReturnType<typeof createPositionStore>;
