import type { DayFigures, FiguresTotals } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CompanyFigures } from '../lib/company-table.ts';
import { reportKeys } from './report-keys.ts';

export type CityStateMonthBody = { city: string; state: string; month: number; year: number };

/** POST /api/orders/city-state/month: the month across the partner's companies of a city (cityStateMonthSchema). */
export type CityStateMonth = CityStateMonthBody & {
  days: DayFigures[];
  totals: FiguresTotals;
  companies: CompanyFigures[];
};

export const getCityStateMonth = (body: CityStateMonthBody, signal?: AbortSignal) =>
  api.POST('/api/orders/city-state/month', { body, signal });

export const cityStateMonthQueryOptions = (body: CityStateMonthBody) =>
  queryOptions({
    queryKey: reportKeys.cityStateMonth(body.city, body.state, body.year, body.month),
    queryFn: ({ signal }) => getCityStateMonth(body, signal),
    placeholderData: keepPreviousData,
  });

export const useCityStateMonth = (body: CityStateMonthBody) =>
  useQuery({ ...cityStateMonthQueryOptions(body), enabled: !!body.city && !!body.state });
