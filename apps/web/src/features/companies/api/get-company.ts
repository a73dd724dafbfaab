import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

export const getCompany = (id: string) => api.GET('/api/companies/company', { params: { query: { id } } });

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(id) });

export const useCompany = (id: string | undefined) => useQuery({ ...companyQueryOptions(id ?? ''), enabled: !!id });
