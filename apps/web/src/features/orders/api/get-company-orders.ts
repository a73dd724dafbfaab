import type { Order, Page } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many of the latest orders of a company the live screen holds. */
export const LIVE_ORDERS_LIMIT = 100;

export const getCompanyOrders = (company: string, limit = LIVE_ORDERS_LIMIT, offset = 0) =>
  apiRequest<Page<Order>>('/orders/company/pag', { query: { company, limit, offset } });

export const companyOrdersQueryOptions = (company: string) =>
  queryOptions({ queryKey: ['orders', 'company', company], queryFn: () => getCompanyOrders(company) });

export const useCompanyOrders = (company: string) => useQuery(companyOrdersQueryOptions(company));
