import type { Order, OrderIntake } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const createOrder = ({ body, idempotencyKey }: { body: OrderIntake; idempotencyKey: string }) =>
  apiRequest<Order>('/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

/** The order itself arrives through the live event, like any other new order. */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
