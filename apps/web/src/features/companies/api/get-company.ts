import type { Company } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

export const getCompany = (id: string) => apiRequest<Company>('/companies/company', { query: { id } });

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(id) });

export const useCompany = (id: string | undefined) => useQuery({ ...companyQueryOptions(id ?? ''), enabled: !!id });
