import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The partner's follow-up: each company's 30-day average and low ratings. */
export const useCompanyRatings = (enabled: boolean) =>
  useQuery({
    queryKey: ['ratings', 'companies'],
    queryFn: ({ signal }) => api.GET('/api/ratings/companies', { signal }),
    enabled,
  });
