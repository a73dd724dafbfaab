import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const useOrderRating = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['ratings', 'order', orderId],
    queryFn: ({ signal }) => api.GET('/api/ratings/order', { params: { query: { id: orderId } }, signal }),
    enabled,
    select: (data) => data.rating,
  });
