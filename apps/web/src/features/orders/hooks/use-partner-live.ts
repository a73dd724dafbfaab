import {
  type Errand,
  newErrandEvent,
  newOrderEvent,
  type Order,
  updateErrandEvent,
  updateOrderEvent,
} from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { getErrandChanges, getOrderChanges } from '../api/get-changes.ts';
import { getCompanyOrdersPage, getPartnerErrandsPage } from '../api/get-list-pages.ts';
import { liveErrandsKey, liveOrdersKey } from '../api/live-cache.ts';
import { type LiveSource, useLiveList } from './use-live-list.ts';
import { rememberFirstCursors } from './use-older-pages.ts';

/** The live lists' keys, also where their older pages (use-older-pages.ts) start from. */
export const partnerLiveOrdersKey = (companyIds: readonly string[]) =>
  liveOrdersKey(`partner:${[...companyIds].sort().join(',')}`);
export const partnerLiveErrandsKey = (partnerId: string) => liveErrandsKey(`partner:${partnerId}`);

type Callbacks<T> = { onAdded: (items: T[], source: LiveSource) => void; onChanged: (items: T[]) => void };

/** Orders of every listened company (seed section 6: one set of events per company id). */
export const usePartnerLiveOrders = (companyIds: string[], callbacks: Callbacks<Order>) => {
  const queryClient = useQueryClient();
  const queryKey = partnerLiveOrdersKey(companyIds);
  return useLiveList<Order>({
    queryKey,
    load: async () => {
      const pages = await Promise.all(companyIds.map((id) => getCompanyOrdersPage(id)));
      rememberFirstCursors(queryClient, queryKey, Object.fromEntries(companyIds.map((id, i) => [id, pages[i]!])));
      return pages.flatMap((page) => page.items);
    },
    changes: getOrderChanges,
    newEvents: companyIds.map(newOrderEvent),
    updateEvents: companyIds.map(updateOrderEvent),
    ...callbacks,
  });
};

/** Errands of the partner: per listened company, plus those without a company (sent to the partner's id). */
export const usePartnerLiveErrands = (partnerId: string, companyIds: string[], callbacks: Callbacks<Errand>) => {
  const queryClient = useQueryClient();
  const rooms = [...companyIds, partnerId];
  const queryKey = partnerLiveErrandsKey(partnerId);
  return useLiveList<Errand>({
    queryKey,
    load: async () => {
      const page = await getPartnerErrandsPage(partnerId);
      rememberFirstCursors(queryClient, queryKey, { [partnerId]: page });
      return page.items;
    },
    changes: getErrandChanges,
    newEvents: rooms.map(newErrandEvent),
    updateEvents: rooms.map(updateErrandEvent),
    ...callbacks,
  });
};
