import type { OrderReport } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DateRange } from '../lib/date-range.ts';
import { reportKeys } from './report-keys.ts';

export const getOrderReport = (company: string, { from, to }: DateRange, signal?: AbortSignal) =>
  apiRequest<OrderReport>('/orders/reports', { query: { ID: company, from, to }, signal });

export const orderReportQueryOptions = (company: string, range: DateRange) =>
  queryOptions({
    queryKey: reportKeys.company(company, range.from, range.to),
    queryFn: ({ signal }) => getOrderReport(company, range, signal),
    // The previous range stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrderReport = (company: string, range: DateRange, enabled: boolean) =>
  useQuery({ ...orderReportQueryOptions(company, range), enabled: enabled && !!company });
