import type { Rating } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useOrderRating = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['ratings', 'order', orderId],
    queryFn: ({ signal }) =>
      apiRequest<{ rating: Rating | null }>('/ratings/order', { query: { id: orderId }, signal }),
    enabled,
    select: (data) => data.rating,
  });
