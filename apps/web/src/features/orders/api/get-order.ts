import type { OrderDetail } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOrder = (id: string) => apiRequest<OrderDetail>('/orders/order', { query: { ID: id } });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: () => getOrder(id) });

export const useOrder = (id: string | null) => useQuery({ ...orderQueryOptions(id ?? ''), enabled: Boolean(id) });
