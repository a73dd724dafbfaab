import {
  RIDER_ETA_DETOUR,
  type RiderLatestPosition,
  riderEtaSpeedsKmh,
  type TrackedRiderPosition,
} from '@backoffice/shared';
import distance from '@turf/distance';

/** Straight-line metres between two points. */
export const metresBetween = (from: { lat: number; lng: number }, to: { lat: number; lng: number }) =>
  distance([from.lng, from.lat], [to.lng, to.lat], { units: 'kilometers' }) * 1000;

/** The rider's position and minutes to the drop-off: the straight line, 1.3× for streets, at the vehicle's speed. */
export const trackedPosition = (
  position: RiderLatestPosition,
  dropoff: { lat?: number; lng?: number } | undefined,
  vehicle: string,
): TrackedRiderPosition => {
  if (dropoff?.lat === undefined || dropoff.lng === undefined) return { position, etaMinutes: null };
  const km = (metresBetween(position, { lat: dropoff.lat, lng: dropoff.lng }) / 1000) * RIDER_ETA_DETOUR;
  const speed = riderEtaSpeedsKmh[vehicle] ?? riderEtaSpeedsKmh.moto;
  return { position, etaMinutes: Math.max(1, Math.round((km / speed) * 60)) };
};
