import type { TrackedRiderPosition } from '@backoffice/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errands, riders } from '../../db/schema/index.ts';
import { type PositionStore, toLatestDto } from './position-store.ts';
import { trackedPosition } from './rider-eta.ts';

/**
 * The rider of an order as its customer and its shop may see them: only while the order's errand is on the way
 * (picked up, not delivered) and the rider on shift; null before and after (contract section 8).
 */
export const trackedRiderOfOrder = async (
  db: Db,
  store: PositionStore,
  orderId: string,
): Promise<TrackedRiderPosition | null> => {
  const [errand] = await db
    .select({ riderId: errands.riderId, dropoff: errands.dropoff, vehicle: riders.vehicle, onShift: riders.onShift })
    .from(errands)
    .innerJoin(riders, eq(riders.id, errands.riderId))
    .where(and(eq(errands.orderId, orderId), eq(errands.status, 'on_the_way')))
    .orderBy(desc(errands.updatedAt))
    .limit(1);
  if (!errand?.riderId || !errand.onShift) return null;
  const latest = (await store.latestFor([errand.riderId])).get(errand.riderId);
  return latest ? trackedPosition(toLatestDto(latest), errand.dropoff, errand.vehicle) : null;
};
