import type { BookCustomer } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['customers', 'customer', id],
    queryFn: ({ signal }) => apiRequest<BookCustomer>('/customers/customer', { query: { id }, signal }),
  });

export const useCustomer = (id: string | null) => useQuery({ ...customerQueryOptions(id ?? ''), enabled: Boolean(id) });
