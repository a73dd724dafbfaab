import type { WhatsappMessage } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const getOrderMessages = (orderId: string) =>
  api.GET('/api/whatsapp/messages', { params: { query: { order: orderId } } });

const settled = (messages: WhatsappMessage[] | undefined) =>
  (messages ?? []).every((message) => message.state === 'read' || message.state === 'failed');

/** The customer's WhatsApp messages of an order; re-read every few seconds while one may still change state. */
export const orderMessagesQuery = (orderId: string, orderVersion: number) =>
  queryOptions({
    queryKey: ['orders', orderId, 'whatsapp', orderVersion],
    queryFn: () => getOrderMessages(orderId),
    refetchInterval: (query) => (settled(query.state.data) ? false : 5_000),
  });

export const useOrderMessages = (orderId: string, orderVersion: number) =>
  useQuery(orderMessagesQuery(orderId, orderVersion));
