import type { OrderIntake } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const createOrder = ({ body, idempotencyKey }: { body: OrderIntake; idempotencyKey: string }) =>
  api.POST('/api/orders', { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** The order itself arrives through the live event, like any other new order. */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
