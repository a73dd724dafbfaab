import type { CompanyRatings } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The partner's follow-up: each company's 30-day average and low ratings. */
export const useCompanyRatings = (enabled: boolean) =>
  useQuery({
    queryKey: ['ratings', 'companies'],
    queryFn: ({ signal }) => apiRequest<CompanyRatings>('/ratings/companies', { signal }),
    enabled,
  });
