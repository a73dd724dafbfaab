import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getRiderSuggestions = (errandId: string) =>
  api.GET('/api/riders/suggestions', { params: { query: { errand: errandId } } });

/** Riders on shift ranked for one errand's pickup (decision 048): read fresh each time the picker opens. */
export const riderSuggestionsQueryOptions = (errandId: string) =>
  queryOptions({
    queryKey: ['riders', 'suggestions', errandId],
    queryFn: () => getRiderSuggestions(errandId),
    staleTime: 0,
  });

export const useRiderSuggestions = (errandId: string, enabled = true) =>
  useQuery({ ...riderSuggestionsQueryOptions(errandId), enabled });
