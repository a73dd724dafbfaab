import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { applyOrderUpdate } from './live-cache.ts';

export const updateOrderMinutes = ({ id, minutes }: { id: string; minutes: number }) =>
  api.PUT('/api/orders/minutes', { params: { query: { ID: id, minutes } } });

export const useUpdateOrderMinutes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderMinutes,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
};
