import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getOrder = (id: string) => api.GET('/api/orders/order', { params: { query: { ID: id } } });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: () => getOrder(id) });

export const useOrder = (id: string | null) => useQuery({ ...orderQueryOptions(id ?? ''), enabled: Boolean(id) });
