import { newOrderEvent, type Order, updateOrderEvent } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { loadOrderCatalogue } from '../api/get-catalogue-by-ids.ts';
import { getOrderChanges } from '../api/get-changes.ts';
import { getCompanyOrdersPage } from '../api/get-list-pages.ts';
import { liveOrdersKey } from '../api/live-cache.ts';
import { type LiveSource, useLiveList } from './use-live-list.ts';
import { rememberFirstCursors } from './use-older-pages.ts';

/** The company's live list in the query cache (its first page; older ones: use-list-pages.ts). */
export const companyLiveOrdersKey = (companyId: string) => liveOrdersKey(`company:${companyId}`);

type Callbacks = { onAdded: (orders: Order[], source: LiveSource) => void; onChanged: (orders: Order[]) => void };

/** The company's orders, live: `new:order:{id}` and `update:order:{id}`, and catch-up after any drop. */
export const useCompanyLiveOrders = (companyId: string, { onAdded, onChanged }: Callbacks) => {
  const queryClient = useQueryClient();
  const queryKey = companyLiveOrdersKey(companyId);
  return useLiveList<Order>({
    queryKey,
    load: async () => {
      const page = await getCompanyOrdersPage(companyId);
      rememberFirstCursors(queryClient, queryKey, { [companyId]: page });
      return page.items;
    },
    changes: getOrderChanges,
    newEvents: [newOrderEvent(companyId)],
    updateEvents: [updateOrderEvent(companyId)],
    onAdded: (orders, source) => {
      for (const order of orders) void loadOrderCatalogue(queryClient, order).catch(() => undefined);
      onAdded(orders, source);
    },
    onChanged,
  });
};
