import {
  type Errand,
  newErrandEvent,
  newOrderEvent,
  type Order,
  updateErrandEvent,
  updateOrderEvent,
} from '@backoffice/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { getErrandChanges, getOrderChanges } from '../api/get-changes.ts';
import { getCompanyOrdersPage, getPartnerErrandsPage } from '../api/get-list-pages.ts';
import { liveErrandsKey, liveOrdersKey } from '../api/live-cache.ts';
import { type LiveSource, startFirstRead, useLiveList } from './use-live-list.ts';
import { rememberFirstCursors } from './use-older-pages.ts';

/** The live lists' keys, also where their older pages (use-older-pages.ts) start from. */
export const partnerLiveOrdersKey = (companyIds: readonly string[]) =>
  liveOrdersKey(`partner:${[...companyIds].sort().join(',')}`);
export const partnerLiveErrandsKey = (partnerId: string) => liveErrandsKey(`partner:${partnerId}`);

/** The first page of each listened company's orders, their older pages' cursors remembered (use-older-pages.ts). */
const loadOrders = (queryClient: QueryClient, companyIds: string[]) => async () => {
  const pages = await Promise.all(companyIds.map((id) => getCompanyOrdersPage(id)));
  const queryKey = partnerLiveOrdersKey(companyIds);
  rememberFirstCursors(queryClient, queryKey, Object.fromEntries(companyIds.map((id, i) => [id, pages[i]!])));
  return pages.flatMap((page) => page.items);
};

/** The first page of the partner's errands, its older pages' cursor remembered. */
const loadErrands = (queryClient: QueryClient, partnerId: string) => async () => {
  const page = await getPartnerErrandsPage(partnerId);
  rememberFirstCursors(queryClient, partnerLiveErrandsKey(partnerId), { [partnerId]: page });
  return page.items;
};

/** Starts both live lists' first reads as the page starts (startFirstRead): every screen of a partner has them. */
export const startPartnerLiveLists = (queryClient: QueryClient, partnerId: string, companyIds: string[]) => {
  startFirstRead<Order>(partnerLiveOrdersKey(companyIds), loadOrders(queryClient, companyIds), getOrderChanges);
  startFirstRead<Errand>(partnerLiveErrandsKey(partnerId), loadErrands(queryClient, partnerId), getErrandChanges);
};

type Callbacks<T> = { onAdded: (items: T[], source: LiveSource) => void; onChanged: (items: T[]) => void };

/** Orders of every listened company (seed section 6: one set of events per company id). */
export const usePartnerLiveOrders = (companyIds: string[], callbacks: Callbacks<Order>) => {
  const queryClient = useQueryClient();
  const queryKey = partnerLiveOrdersKey(companyIds);
  return useLiveList<Order>({
    queryKey,
    load: loadOrders(queryClient, companyIds),
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
    load: loadErrands(queryClient, partnerId),
    changes: getErrandChanges,
    newEvents: rooms.map(newErrandEvent),
    updateEvents: rooms.map(updateErrandEvent),
    ...callbacks,
  });
};
