import type { Company } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

/** Every company the partner reaches, of every city: the companies list and the city/state choices. */
export const getAllCompanies = () => apiRequest<Company[]>('/companies/all');

export const allCompaniesQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.everyCity, queryFn: getAllCompanies });

export const useAllCompanies = (enabled = true) => useQuery({ ...allCompaniesQueryOptions(), enabled });
