/**
 * Which of the phone's position fixes are worth sending, and how they are grouped (decision 049). The phone's GPS
 * gives a fix every second or so while moving: a fix is kept when the rider moved at least MIN_DISTANCE_M (or
 * more than the fix's own accuracy) since the last kept one and at least MIN_INTERVAL_MS passed; a rider who does
 * not move sends nothing, apart from one fix every KEEP_ALIVE_MS so that the dispatcher's map keeps telling a
 * waiting rider (fresh) from a phone that stopped (stale after 2 minutes). Pure functions, unit-tested.
 */

export type Fix = { lat: number; lng: number; accuracy: number; at: number };

export const MIN_INTERVAL_MS = 5_000;
export const MIN_DISTANCE_M = 20;
export const KEEP_ALIVE_MS = 100_000;
/** Fixes worse than this are noise indoors (cell towers): never sent. */
export const WORST_ACCURACY_M = 500;

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line distance in metres (haversine). */
export const distanceMetres = (a: Pick<Fix, 'lat' | 'lng'>, b: Pick<Fix, 'lat' | 'lng'>) => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Whether to send `next`, given the last fix sent (or queued to be sent). */
export const shouldKeep = (last: Fix | null, next: Fix) => {
  if (!Number.isFinite(next.lat) || !Number.isFinite(next.lng) || next.accuracy > WORST_ACCURACY_M) return false;
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed < MIN_INTERVAL_MS) return false;
  if (elapsed >= KEEP_ALIVE_MS) return true;
  return distanceMetres(last, next) >= Math.max(MIN_DISTANCE_M, Math.min(next.accuracy, 100));
};

/** Within this radius (or the fix's accuracy) for STILL_AFTER_MS: the rider is still, the GPS chip may rest. */
export const STILL_AFTER_MS = 60_000;
export const STILL_RADIUS_M = 30;

/**
 * High accuracy (the GPS chip, the battery's worst consumer) only while the rider moves: after a minute in one
 * place the phone falls back to network positions until a fix shows movement again. `update` takes every fix the
 * phone gives and answers whether high accuracy is wanted now.
 */
export const createStillness = () => {
  let anchor: Fix | null = null;
  return {
    update: (fix: Fix) => {
      if (!anchor || distanceMetres(anchor, fix) > Math.max(STILL_RADIUS_M, fix.accuracy)) anchor = fix;
      return fix.at - anchor.at < STILL_AFTER_MS;
    },
  };
};

/** Fixes kept while none can be sent (no connection): the newest ones, in order. */
export const MAX_WAITING_FIXES = 60;
/** Fixes in one request (the positions route's batch limit is larger). */
export const MAX_BATCH = 20;

/**
 * Groups the kept fixes into requests: a fix is sent at once when nothing is in flight (the map moves within a
 * second or two); fixes that arrive while a request is in flight, or while the network is down, wait and leave
 * together in the next request. A failed request puts its fixes back in front, in order.
 */
export const createPositionBatcher = <F extends Fix>(send: (fixes: F[]) => Promise<void>) => {
  let waiting: F[] = [];
  let inFlight = false;
  let last: Fix | null = null;

  const pump = async (): Promise<void> => {
    if (inFlight || waiting.length === 0) return;
    inFlight = true;
    const batch = waiting.slice(0, MAX_BATCH);
    waiting = waiting.slice(batch.length);
    try {
      await send(batch);
    } catch {
      waiting = [...batch, ...waiting].slice(-MAX_WAITING_FIXES);
      inFlight = false;
      return;
    }
    inFlight = false;
    await pump();
  };

  return {
    /** Offers a fix from the GPS; answers whether it was kept. */
    offer: (fix: F) => {
      if (!shouldKeep(last, fix)) return false;
      last = fix;
      waiting = [...waiting, fix].slice(-MAX_WAITING_FIXES);
      void pump();
      return true;
    },
    /** Tries again what is waiting (back online, or a timer). */
    retry: () => pump(),
    waiting: () => waiting.length,
    /** Shift over: nothing more is sent. */
    clear: () => {
      waiting = [];
      last = null;
    },
  };
};
