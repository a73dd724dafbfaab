import type { CityStateBody, Company } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

export const getCityStateCompanies = (body: CityStateBody) =>
  apiRequest<Company[]>('/companies/city-state/all', { method: 'POST', body });

export const cityStateCompaniesQueryOptions = ({ city, state }: CityStateBody) =>
  queryOptions({
    queryKey: companyKeys.cityState(city, state),
    queryFn: () => getCityStateCompanies({ city, state }),
    placeholderData: keepPreviousData,
  });

export const useCityStateCompanies = (body: CityStateBody) =>
  useQuery({ ...cityStateCompaniesQueryOptions(body), enabled: !!body.city && !!body.state });
