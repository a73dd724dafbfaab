import type { FastifyInstance } from 'fastify';
import { emitErrand, emitErrandToFleets, emitErrandToRiders } from '../../plugins/live-events.ts';
import { type ErrandRow, toErrandDto } from '../errands/errand.dto.ts';
import { fleetOfRider } from '../errands/errand-access.ts';

/**
 * After a rider's step or an expired offer changed an errand: the dispatcher's screens (company, partner,
 * fleet) and the riders concerned hear it, like after a dispatcher's change (errands.routes.ts).
 */
export const announceErrand = async (app: FastifyInstance, errand: ErrandRow, formerRiderId?: string | null) => {
  // The position route reads these riders' tasks again (which trail, which tracking page hears them).
  for (const riderId of new Set([formerRiderId, errand.riderId])) if (riderId) app.riderSessions.forget(riderId);
  const dto = toErrandDto(errand);
  emitErrand(app.live, 'update', dto);
  emitErrandToFleets(app.live, dto, [
    await fleetOfRider(app.db, formerRiderId ?? null),
    await fleetOfRider(app.db, dto.rider),
  ]);
  emitErrandToRiders(app.live, dto, [formerRiderId ?? null, dto.rider]);
};
