import { newOrderEvent, type Order, updateOrderEvent } from '@backoffice/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { takeFirstRead } from '../../../lib/first-reads.ts';
import { loadOrderCatalogue } from '../api/get-catalogue-by-ids.ts';
import { getOrderChanges } from '../api/get-changes.ts';
import { getCompanyOrdersPage } from '../api/get-list-pages.ts';
import { liveOrdersKey } from '../api/live-cache.ts';
import { type LiveSource, startFirstRead, useLiveList } from './use-live-list.ts';
import { rememberFirstCursors } from './use-older-pages.ts';

/** The company's live list in the query cache (its first page; older ones: use-list-pages.ts). */
export const companyLiveOrdersKey = (companyId: string) => liveOrdersKey(`company:${companyId}`);

/** The list's first page, its older pages' cursor remembered (use-older-pages.ts). */
const loadFirstPage = (queryClient: QueryClient, companyId: string) => async () => {
  const page = await getCompanyOrdersPage(companyId);
  rememberFirstCursors(queryClient, companyLiveOrdersKey(companyId), { [companyId]: page });
  return page.items;
};

type OrdersPage = Awaited<ReturnType<typeof getCompanyOrdersPage>>;

/**
 * Starts the live list's first read as the page starts (startFirstRead): the company's every screen has it. The page
 * may carry it (decision 067): the same two answers, read by the server as it wrote the page.
 */
export const startCompanyLiveOrders = (queryClient: QueryClient, companyId: string) => {
  const key = companyLiveOrdersKey(companyId);
  const carried = takeFirstRead('companyOrders');
  if (carried?.company !== companyId) {
    startFirstRead<Order>(key, loadFirstPage(queryClient, companyId), getOrderChanges);
    return;
  }
  const page = carried.page as OrdersPage;
  rememberFirstCursors(queryClient, key, { [companyId]: page });
  const changes = carried.changes as { items: Order[]; now: string };
  startFirstRead<Order>(
    key,
    async () => page.items,
    async () => changes,
  );
};

type Callbacks = { onAdded: (orders: Order[], source: LiveSource) => void; onChanged: (orders: Order[]) => void };

/** The company's orders, live: `new:order:{id}` and `update:order:{id}`, and catch-up after any drop. */
export const useCompanyLiveOrders = (companyId: string, { onAdded, onChanged }: Callbacks) => {
  const queryClient = useQueryClient();
  const queryKey = companyLiveOrdersKey(companyId);
  return useLiveList<Order>({
    queryKey,
    load: loadFirstPage(queryClient, companyId),
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
