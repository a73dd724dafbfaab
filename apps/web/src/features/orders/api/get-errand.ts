import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getErrand = (id: string) => api.GET('/api/errands/errand', { params: { query: { ID: id } } });

export const errandQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['errands', 'detail', id], queryFn: () => getErrand(id) });

export const useErrand = (id: string | null) => useQuery({ ...errandQueryOptions(id ?? ''), enabled: Boolean(id) });
