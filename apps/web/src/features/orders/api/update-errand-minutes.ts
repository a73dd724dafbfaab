import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { applyErrandUpdate } from './live-cache.ts';

export const updateErrandMinutes = ({ id, minutes }: { id: string; minutes: number }) =>
  api.PUT('/api/errands/minutes', { params: { query: { ID: id, minutes } } });

export const useUpdateErrandMinutes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateErrandMinutes,
    onSuccess: (errand) => applyErrandUpdate(queryClient, errand),
  });
};
