import type { ErrandIntake } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const createErrand = ({ body, idempotencyKey }: { body: ErrandIntake; idempotencyKey: string }) =>
  api.POST('/api/errands', { body, headers: { 'Idempotency-Key': idempotencyKey } });

export const useCreateErrand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createErrand,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['errands', 'company'] }),
  });
};
