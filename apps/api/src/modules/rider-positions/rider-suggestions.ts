import type { RiderSuggestion } from '@backoffice/shared';
import { metresBetween } from './rider-eta.ts';
import type { MapRider } from './rider-map.ts';

/** Distances within the same half kilometre count as equal, so time since the last delivery can decide. */
const DISTANCE_STEP_M = 500;

const kmText = (metres: number) =>
  metres < 1000 ? `${Math.round(metres / 10) * 10} m` : `${(metres / 1000).toFixed(1)} km`;
const tasksText = (tasks: number) => (tasks === 0 ? 'libre' : tasks === 1 ? '1 mandado' : `${tasks} mandados`);

/**
 * Riders on shift ranked for one pickup (decision 048): fewer open tasks first (free before busy), then the
 * straight-line distance to the pickup in steps of 500 m (no position last), then who delivered longest ago
 * (nothing delivered in 12 h first). The reason says the same in the dispatcher's words: "libre · 1.2 km".
 */
export const rankRiders = (
  riders: MapRider[],
  pickup: { lat?: number; lng?: number } | undefined,
  now = new Date(),
): RiderSuggestion[] => {
  const suggestions = riders.map((rider) => {
    const distanceMeters =
      rider.position && pickup?.lat !== undefined && pickup.lng !== undefined
        ? Math.round(metresBetween(rider.position, { lat: pickup.lat, lng: pickup.lng }))
        : null;
    const minutesSinceDelivery = rider.lastDeliveredAt
      ? Math.max(0, Math.floor((now.getTime() - rider.lastDeliveredAt.getTime()) / 60_000))
      : null;
    const reason = [
      tasksText(rider.tasks),
      distanceMeters === null ? (rider.position ? null : 'sin ubicación') : kmText(distanceMeters),
      minutesSinceDelivery === null ? null : `entregó hace ${minutesSinceDelivery} min`,
    ]
      .filter(Boolean)
      .join(' · ');
    return { rider: rider.id, name: rider.name, tasks: rider.tasks, distanceMeters, minutesSinceDelivery, reason };
  });
  const step = (metres: number | null) =>
    metres === null ? Number.POSITIVE_INFINITY : Math.floor(metres / DISTANCE_STEP_M);
  const idle = (minutes: number | null) => (minutes === null ? Number.POSITIVE_INFINITY : minutes);
  return suggestions.sort(
    (a, b) =>
      a.tasks - b.tasks ||
      step(a.distanceMeters) - step(b.distanceMeters) ||
      idle(b.minutesSinceDelivery) - idle(a.minutesSinceDelivery) ||
      (a.distanceMeters ?? Number.POSITIVE_INFINITY) - (b.distanceMeters ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name, 'es'),
  );
};
