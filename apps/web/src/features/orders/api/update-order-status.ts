import type { OrderStatus } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderManagerHeader } from '../../../lib/api-client.ts';
import { applyOrderUpdate } from './live-cache.ts';

export type OrderStatusChange = { id: string; status: OrderStatus; manager: string; minutes?: number };

/** Accepting may carry the preparation minutes in the same call, so no accepted order is left without them. */
export const updateOrderStatus = ({ id, status, manager, minutes }: OrderStatusChange) =>
  api.PUT('/api/orders/status', {
    params: { query: { ID: id, status, minutes } },
    headers: orderManagerHeader(manager),
  });

export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
};
