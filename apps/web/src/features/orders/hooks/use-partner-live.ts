import {
  type Errand,
  newErrandEvent,
  newOrderEvent,
  type Order,
  updateErrandEvent,
  updateOrderEvent,
} from '@backoffice/shared';
import { getErrandChanges, getOrderChanges } from '../api/get-changes.ts';
import { getCompanyOrders } from '../api/get-company-orders.ts';
import { getPartnerErrands } from '../api/get-partner-errands.ts';
import { liveErrandsKey, liveOrdersKey } from '../api/live-cache.ts';
import { type LiveSource, useLiveList } from './use-live-list.ts';

type Callbacks<T> = { onAdded: (items: T[], source: LiveSource) => void; onChanged: (items: T[]) => void };

/** Orders of every listened company (seed section 6: one set of events per company id). */
export const usePartnerLiveOrders = (companyIds: string[], callbacks: Callbacks<Order>) =>
  useLiveList<Order>({
    queryKey: liveOrdersKey(`partner:${[...companyIds].sort().join(',')}`),
    load: async () => (await Promise.all(companyIds.map((id) => getCompanyOrders(id)))).flatMap((page) => page.items),
    changes: getOrderChanges,
    newEvents: companyIds.map(newOrderEvent),
    updateEvents: companyIds.map(updateOrderEvent),
    ...callbacks,
  });

/** Errands of the partner: per listened company, plus those without a company (sent to the partner's id). */
export const usePartnerLiveErrands = (partnerId: string, companyIds: string[], callbacks: Callbacks<Errand>) => {
  const rooms = [...companyIds, partnerId];
  return useLiveList<Errand>({
    queryKey: liveErrandsKey(`partner:${partnerId}`),
    load: async () => (await getPartnerErrands(partnerId)).items,
    changes: getErrandChanges,
    newEvents: rooms.map(newErrandEvent),
    updateEvents: rooms.map(updateErrandEvent),
    ...callbacks,
  });
};
