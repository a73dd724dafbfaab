import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The hours live on the company; the same cache entry as the companies feature's detail, so both stay current. */
export const scheduleQueryKey = (company: string) => ['companies', 'detail', company] as const;

export const getCompanySchedule = (company: string) =>
  api.GET('/api/companies/company', { params: { query: { id: company } } });

export const companyScheduleQueryOptions = (company: string) =>
  queryOptions({ queryKey: scheduleQueryKey(company), queryFn: () => getCompanySchedule(company) });

export const useCompanySchedule = (company: string | undefined) =>
  useQuery({ ...companyScheduleQueryOptions(company ?? ''), enabled: !!company });
