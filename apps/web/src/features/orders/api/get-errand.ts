import type { ErrandDetail } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getErrand = (id: string) => apiRequest<ErrandDetail>('/errands/errand', { query: { ID: id } });

export const errandQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['errands', 'detail', id], queryFn: () => getErrand(id) });

export const useErrand = (id: string | null) => useQuery({ ...errandQueryOptions(id ?? ''), enabled: Boolean(id) });
