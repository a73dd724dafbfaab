import type { RiderSuggestion, TrackedRiderPosition } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errands, orders } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { assertErrandVisible, errandScopeOf } from '../errands/errand-access.ts';
import { riderScopeOf } from '../riders/riders.service.ts';
import type { PositionStore } from './position-store.ts';
import { mapRidersFor } from './rider-map.ts';
import { rankRiders } from './rider-suggestions.ts';
import { trackedRiderOfOrder } from './tracked-rider.ts';

/** Riders on shift the partner sees, ranked for the errand's pickup (404 for an errand it cannot see). */
export const suggestionsFor = async (
  db: Db,
  store: PositionStore,
  auth: SignedIn,
  errandId: string,
): Promise<RiderSuggestion[]> => {
  const [errand] = await db.select().from(errands).where(eq(errands.id, errandId));
  assertErrandVisible(await errandScopeOf(db, auth), errand);
  const riders = await mapRidersFor(db, store, riderScopeOf(auth));
  // The rider already carrying this errand is not suggested for it again.
  return rankRiders(
    riders.filter((rider) => rider.id !== errand!.riderId),
    errand!.pickup,
  );
};

/** The shop's view of its order's rider: the same window as the customer's (404 for an order it cannot see). */
export const trackedRiderForCompanies = async (
  db: Db,
  store: PositionStore,
  companyIds: string[],
  orderId: string,
): Promise<TrackedRiderPosition | null> => {
  const [order] = await db.select({ companyId: orders.companyId }).from(orders).where(eq(orders.id, orderId));
  if (!order || !companyIds.includes(order.companyId)) throw notFound('No encontramos ese pedido.');
  return trackedRiderOfOrder(db, store, orderId);
};
