import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['customers', 'customer', id],
    queryFn: ({ signal }) => api.GET('/api/customers/customer', { params: { query: { id } }, signal }),
  });

export const useCustomer = (id: string | null) => useQuery({ ...customerQueryOptions(id ?? ''), enabled: Boolean(id) });
