import type { CityStateBody } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companyKeys } from './company-keys.ts';

export const countCityStateCompanies = (body: CityStateBody) =>
  apiRequest<{ count: number }>('/companies/city-state/count', { method: 'POST', body });

export const cityStateCountQueryOptions = ({ city, state }: CityStateBody) =>
  queryOptions({
    queryKey: companyKeys.count(city, state),
    queryFn: () => countCityStateCompanies({ city, state }),
    select: (data) => data.count,
  });

export const useCityStateCount = (body: CityStateBody) =>
  useQuery({ ...cityStateCountQueryOptions(body), enabled: !!body.city && !!body.state });
