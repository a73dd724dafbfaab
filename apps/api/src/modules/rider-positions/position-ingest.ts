import {
  POSITION_FUTURE_TOLERANCE_MS,
  POSITION_MAX_AGE_MS,
  type RiderPositionBatch,
  type RiderPositionBatchResult,
  riderPositionErrorCodes,
} from '@backoffice/shared';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { PositionRate } from './position-rate.ts';
import type { PositionStore } from './position-store.ts';
import type { RiderFactsCache } from './rider-facts-cache.ts';
import type { LatestRow, RiderFacts } from './rider-positions.queries.ts';

/** The trail keeps one point per this many milliseconds of device time. */
export const TRAIL_MIN_INTERVAL_MS = 10_000;

export type IngestDeps = {
  facts: RiderFactsCache;
  store: PositionStore;
  rate: PositionRate;
  /** Called when the rider's latest position changed (the caller batches the events). */
  moved: (facts: RiderFacts, latest: LatestRow) => void;
};

/**
 * One batch of a rider's positions (decision 048). In order: the rate (429 with Retry-After, nothing stored), the
 * shift (409 rider_off_shift, nothing stored), then each point: a device time ahead of the server is taken as the
 * server's; older than POSITION_MAX_AGE_MS, or not newer than the latest kept, it is ignored. The newest becomes
 * the latest; points while carrying a task go to its trail, one per TRAIL_MIN_INTERVAL_MS.
 */
export const ingestPositions = async (
  deps: IngestDeps,
  riderId: string,
  batch: RiderPositionBatch,
  now = new Date(),
): Promise<RiderPositionBatchResult> => {
  const verdict = deps.rate.take(riderId, batch.positions.length, now.getTime());
  if (!verdict.ok) {
    throw new AppError(
      429,
      riderPositionErrorCodes.tooMany,
      `Demasiadas ubicaciones seguidas. Espera ${verdict.retryAfterSeconds} s y vuelve a enviar.`,
      { retryAfterSeconds: verdict.retryAfterSeconds },
      { 'Retry-After': String(verdict.retryAfterSeconds) },
    );
  }
  const facts = await deps.facts.of(riderId);
  if (!facts) throw notFound('No encontramos ese repartidor.');
  if (!facts.onShift) {
    throw conflict(riderPositionErrorCodes.offShift, 'Tu ubicación solo se comparte en turno. Empieza tu turno.');
  }

  const current = await deps.store.latestOf(riderId);
  const oldest = now.getTime() - POSITION_MAX_AGE_MS;
  let newestKept = current?.at.getTime() ?? Number.NEGATIVE_INFINITY;
  const points = batch.positions
    .map((point) => {
      const deviceAt = Date.parse(point.at);
      const at = deviceAt > now.getTime() + POSITION_FUTURE_TOLERANCE_MS ? now.getTime() : deviceAt;
      return { ...point, at };
    })
    .sort((a, b) => a.at - b.at);

  const task = facts.tasks[0];
  let accepted = 0;
  let newest: LatestRow | undefined;
  for (const point of points) {
    if (point.at < oldest || point.at <= newestKept) continue;
    accepted += 1;
    newestKept = point.at;
    const at = new Date(point.at);
    newest = {
      riderId,
      lat: point.lat,
      lng: point.lng,
      accuracy: point.accuracy,
      speed: point.speed ?? null,
      heading: point.heading ?? null,
      at,
      receivedAt: now,
    };
    if (task && point.at - deps.store.lastTrailAt(riderId) >= TRAIL_MIN_INTERVAL_MS) {
      deps.store.addTrail({
        riderId,
        errandId: task.id,
        partnerId: task.partner,
        lat: point.lat,
        lng: point.lng,
        accuracy: point.accuracy,
        at,
      });
    }
  }
  if (newest) {
    deps.store.setLatest(newest);
    deps.moved(facts, newest);
  }
  const latestAt = newest?.at ?? current?.at;
  return { accepted, ignored: points.length - accepted, latestAt: latestAt ? latestAt.toISOString() : null };
};
