import {
  type RiderMoved,
  type RiderPositionsEventPayload,
  riderPositionsEvent,
  riderPositionsProviderEvent,
  STOREFRONT_RIDER_EVENT,
} from '@backoffice/shared';
import type { Namespace } from 'socket.io';
import type { LiveEvents } from '../../plugins/socket.ts';
import { trackingRoom } from '../storefront/storefront-live.ts';
import { toLatestDto } from './position-store.ts';
import { trackedPosition } from './rider-eta.ts';
import type { RiderFactsCache } from './rider-facts-cache.ts';
import type { LatestRow, RiderFacts } from './rider-positions.queries.ts';

/** A rider's newest position since the last publish, with the facts held when it arrived. */
export type Moved = { facts: RiderFacts; latest: LatestRow };

const addTo = (lists: Map<string, RiderMoved[]>, key: string, item: RiderMoved) => {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
};

/**
 * Publishes the riders that moved since the last tick (decision 048, amendment 2): ONE event per partner's staff
 * room and per fleet's room carrying all of them, and `storefront:rider` to each order on the way. Sent up to a
 * second after the batch: by the facts kept now, so a rider just forgotten (its order changed) reaches no tracking
 * page this time.
 */
export const createPositionPublisher =
  (deps: { facts: RiderFactsCache; live: LiveEvents; storefront: Namespace }) => (moved: Map<string, Moved>) => {
    const toPartners = new Map<string, RiderMoved[]>();
    const toProviders = new Map<string, RiderMoved[]>();
    for (const [riderId, held] of moved) {
      const current = deps.facts.peek(riderId);
      const { id, partnerId, providerId, linkedPartners } = current ?? held.facts;
      const item: RiderMoved = { rider: id, position: toLatestDto(held.latest) };
      for (const partner of partnerId ? [partnerId] : linkedPartners) addTo(toPartners, partner, item);
      if (providerId) addTo(toProviders, providerId, item);
      if (!current) continue;
      for (const task of current.tasks) {
        if (task.status !== 'on_the_way' || !task.order) continue;
        deps.storefront
          .to(trackingRoom(task.order))
          .emit(STOREFRONT_RIDER_EVENT, trackedPosition(item.position, task.dropoff, current.vehicle));
      }
    }
    // Admins and members alike: both see the partner's riders on /riders (decision 055).
    for (const [partner, riders] of toPartners) {
      const payload: RiderPositionsEventPayload = { riders };
      deps.live.toPartnerStaff(partner, riderPositionsEvent(partner), payload);
    }
    for (const [provider, riders] of toProviders) {
      const payload: RiderPositionsEventPayload = { riders };
      deps.live.toProvider(provider, riderPositionsProviderEvent(provider), payload);
    }
  };
