import type { Errand, Order } from '@backoffice/shared';
import type { QueryClient } from '@tanstack/react-query';
import { updateById } from '../lib/live-list.ts';

/** The live lists live in the query cache, so that a mutation's answer shows at once on every list. */
export const liveOrdersKey = (scope: string) => ['orders', 'live', scope] as const;
export const liveErrandsKey = (scope: string) => ['errands', 'live', scope] as const;

export const applyOrderUpdate = (queryClient: QueryClient, order: Order) => {
  queryClient.setQueriesData<Order[]>({ queryKey: ['orders', 'live'] }, (list) => list && updateById(list, order));
  // The detail also holds the history, which only the API knows: read it again.
  void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', order.id] });
};

export const applyErrandUpdate = (queryClient: QueryClient, errand: Errand) => {
  queryClient.setQueriesData<Errand[]>({ queryKey: ['errands', 'live'] }, (list) => list && updateById(list, errand));
  void queryClient.invalidateQueries({ queryKey: ['errands', 'detail', errand.id] });
};
