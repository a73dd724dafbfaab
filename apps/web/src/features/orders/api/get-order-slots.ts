import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The slots of a local date for an order taken by phone (decision 054); without a date, the first with room. */
export const getOrderSlots = (company: string, date?: string) =>
  api.GET('/api/orders/slots', { params: { query: { company, date } } });

export const useOrderSlots = (company: string, date: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'slots', company, date ?? 'first'],
    queryFn: () => getOrderSlots(company, date),
    enabled,
    staleTime: 30_000,
  });
