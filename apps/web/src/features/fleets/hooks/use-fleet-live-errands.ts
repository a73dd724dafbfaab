import { type Errand, newErrandEvent, updateErrandEvent } from '@backoffice/shared';
import { getErrandChanges, useLiveList } from '../../orders/index.ts';
import { fleetErrandsKey, getFleetErrands } from '../api/fleets.ts';

/**
 * Today's errands of the fleet's riders, kept live like the partner's lists: events upsert by id and every
 * reconnect, focus and 30 s catch up through /errands/changes (answered for the fleet's riders only).
 * The fleet's room hears the errands of every company its riders work for, so any company matches.
 */
export const useFleetLiveErrands = () =>
  useLiveList<Errand>({
    queryKey: fleetErrandsKey,
    load: async () => (await getFleetErrands()).items,
    changes: getErrandChanges,
    newEvents: [newErrandEvent('*')],
    updateEvents: [updateErrandEvent('*')],
  }).query;
