import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const useWeeklyRating = (company?: string) =>
  useQuery({
    queryKey: ['ratings', 'weekly', company ?? 'own'],
    queryFn: ({ signal }) => api.GET('/api/ratings/weekly', { params: { query: { company } }, signal }),
  });
