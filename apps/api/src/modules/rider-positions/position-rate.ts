import { MAX_POSITION_BATCHES_PER_MINUTE, MAX_POSITIONS_PER_MINUTE } from '@backoffice/shared';

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };
type Bucket = { batches: number; points: number; at: number };

const MINUTE = 60_000;

/**
 * Two token buckets per rider, in this process's memory: batches and points per minute, refilled continuously.
 * A refused batch takes nothing, so the phone's retry after Retry-After goes through. Full, idle buckets are
 * dropped by sweep(), so memory follows the riders posting now, not every rider ever seen.
 */
export const createPositionRate = (
  batchesPerMinute = MAX_POSITION_BATCHES_PER_MINUTE,
  pointsPerMinute = MAX_POSITIONS_PER_MINUTE,
) => {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, now: number) => {
    const elapsed = Math.max(0, now - bucket.at);
    bucket.batches = Math.min(batchesPerMinute, bucket.batches + (elapsed * batchesPerMinute) / MINUTE);
    bucket.points = Math.min(pointsPerMinute, bucket.points + (elapsed * pointsPerMinute) / MINUTE);
    bucket.at = now;
  };
  return {
    take(riderId: string, points: number, now = Date.now()): RateVerdict {
      const bucket = buckets.get(riderId) ?? { batches: batchesPerMinute, points: pointsPerMinute, at: now };
      refill(bucket, now);
      buckets.set(riderId, bucket);
      if (bucket.batches >= 1 && bucket.points >= points) {
        bucket.batches -= 1;
        bucket.points -= points;
        return { ok: true };
      }
      const waitBatches = ((1 - bucket.batches) * MINUTE) / batchesPerMinute;
      const waitPoints = ((points - bucket.points) * MINUTE) / pointsPerMinute;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(waitBatches, waitPoints) / 1000)) };
    },
    sweep(now = Date.now()) {
      for (const [riderId, bucket] of buckets) if (now - bucket.at > MINUTE) buckets.delete(riderId);
    },
    get size() {
      return buckets.size;
    },
  };
};
export type PositionRate = ReturnType<typeof createPositionRate>;
