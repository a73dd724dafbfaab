import { newOrderEvent, type Order, updateOrderEvent } from '@backoffice/shared';
import { useQueryClient } from '@tanstack/react-query';
import { loadOrderCatalogue } from '../api/get-catalogue-by-ids.ts';
import { getOrderChanges } from '../api/get-changes.ts';
import { getCompanyOrders } from '../api/get-company-orders.ts';
import { liveOrdersKey } from '../api/live-cache.ts';
import { type LiveSource, useLiveList } from './use-live-list.ts';

type Callbacks = { onAdded: (orders: Order[], source: LiveSource) => void; onChanged: (orders: Order[]) => void };

/** The company's orders, live: `new:order:{id}` and `update:order:{id}`, and catch-up after any drop. */
export const useCompanyLiveOrders = (companyId: string, { onAdded, onChanged }: Callbacks) => {
  const queryClient = useQueryClient();
  return useLiveList<Order>({
    queryKey: liveOrdersKey(`company:${companyId}`),
    load: async () => (await getCompanyOrders(companyId)).items,
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
