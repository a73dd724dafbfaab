import type { Errand, ErrandIntake } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const createErrand = ({ body, idempotencyKey }: { body: ErrandIntake; idempotencyKey: string }) =>
  apiRequest<Errand>('/errands', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

export const useCreateErrand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createErrand,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['errands', 'company'] }),
  });
};
