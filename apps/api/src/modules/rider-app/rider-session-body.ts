import type { RiderSession } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveriesProviders, partners } from '../../db/schema/index.ts';
import type { RiderRow } from './rider-session.ts';
import { cashInHandOf } from './rider-tasks.queries.ts';
import { riderWorkState } from './rider-tasks.service.ts';

/** The body of the rider's sign-in and /r/auth/me: who, for whom, the derived state and the cash in hand. */
export const riderSessionBody = async (db: Db, rider: RiderRow, expiresAt: Date): Promise<RiderSession> => {
  const [business] = rider.providerId
    ? await db
        .select({ id: deliveriesProviders.id, name: deliveriesProviders.name })
        .from(deliveriesProviders)
        .where(eq(deliveriesProviders.id, rider.providerId))
    : await db.select({ id: partners.id, name: partners.name }).from(partners).where(eq(partners.id, rider.partnerId!));
  return {
    type: 'rider',
    rider: {
      id: rider.id,
      name: rider.name,
      phone: rider.phone,
      vehicle: rider.vehicle,
      onShift: rider.onShift,
      state: await riderWorkState(db, rider),
    },
    business: {
      id: business?.id ?? '',
      type: rider.providerId ? 'deliveries-provider' : 'partner',
      name: business?.name ?? '',
    },
    cashInHand: await cashInHandOf(db, rider.id),
    expiresAt: expiresAt.toISOString(),
  };
};
