import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { API_BASE } from '../../../lib/api-client.ts';

export const CUSTOMERS_PAGE_SIZE = 20;

export const customersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['customers', 'list', q, page],
    queryFn: ({ signal }) =>
      api.GET('/api/customers', {
        params: { query: { q: q || undefined, limit: CUSTOMERS_PAGE_SIZE, offset: (page - 1) * CUSTOMERS_PAGE_SIZE } },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (q: string, page: number) => useQuery(customersQueryOptions(q, page));

export const customersCsvUrl = (q: string) =>
  `${API_BASE}/customers/export.csv${q ? `?${new URLSearchParams({ q })}` : ''}`;
