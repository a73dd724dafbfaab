import type { Order } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyOrderUpdate } from './live-cache.ts';

export const updateOrderMinutes = ({ id, minutes }: { id: string; minutes: number }) =>
  apiRequest<Order>('/orders/minutes', { method: 'PUT', query: { ID: id, minutes } });

export const useUpdateOrderMinutes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderMinutes,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
};
