import type { RejectionReason } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { orderManagerHeader } from '../../../lib/api-client.ts';
import { applyOrderUpdate } from './live-cache.ts';

export type OrderRejection = {
  order: string;
  reason: RejectionReason;
  comment?: string;
  products?: string[];
  manager: string;
};

export const rejectOrder = ({ manager, ...body }: OrderRejection) =>
  api.POST('/api/rejections', {
    body,
    headers: orderManagerHeader(manager),
  });

export const useRejectOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrder,
    onSuccess: (result, { products }) => {
      applyOrderUpdate(queryClient, result.order);
      if (products?.length) void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
};
