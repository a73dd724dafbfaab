import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { companyKeys } from './company-keys.ts';

/** Every company the partner reaches, of every city: the companies list and the city/state choices. */
export const getAllCompanies = () => api.GET('/api/companies/all');

export const allCompaniesQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.everyCity, queryFn: getAllCompanies });

export const useAllCompanies = (enabled = true) => useQuery({ ...allCompaniesQueryOptions(), enabled });
