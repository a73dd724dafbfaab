import { MAX_PAGE_LIMIT, type Order } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { DateRange } from '../lib/date-range.ts';
import { reportKeys } from './report-keys.ts';

/** Orders shown per page of the report's table. */
export const REPORT_PAGE_SIZE = 50;

type ReportPage = { limit: number; offset: number };

export const getOrderReport = (company: string, { from, to }: DateRange, page: ReportPage, signal?: AbortSignal) =>
  api.GET('/api/orders/reports', { params: { query: { ID: company, from, to, ...page } }, signal });

export const orderReportQueryOptions = (company: string, range: DateRange, offset: number) =>
  queryOptions({
    queryKey: reportKeys.company(company, range.from, range.to, offset),
    queryFn: ({ signal }) => getOrderReport(company, range, { limit: REPORT_PAGE_SIZE, offset }, signal),
    // The previous range (or page) stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrderReport = (company: string, range: DateRange, offset: number, enabled: boolean) =>
  useQuery({ ...orderReportQueryOptions(company, range, offset), enabled: enabled && !!company });

/** Every order of the range, read page after page (for the CSV). */
export const getAllReportOrders = async (company: string, range: DateRange) => {
  const all: Order[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_LIMIT) {
    const { orders } = await getOrderReport(company, range, { limit: MAX_PAGE_LIMIT, offset });
    all.push(...orders.items);
    if (orders.items.length < MAX_PAGE_LIMIT || all.length >= orders.total) return all;
  }
};
