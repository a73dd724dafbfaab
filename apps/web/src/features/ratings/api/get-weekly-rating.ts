import type { WeeklyRating } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useWeeklyRating = (company?: string) =>
  useQuery({
    queryKey: ['ratings', 'weekly', company ?? 'own'],
    queryFn: ({ signal }) => apiRequest<WeeklyRating>('/ratings/weekly', { query: { company }, signal }),
  });
