import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Enough digits to be a phone: fewer would ask the book on every key. */
const MIN_DIGITS = 10;

/** The book's entry for the phone being typed, or null; asks only once the phone has 10 digits. */
export const useCustomerLookup = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return useQuery({
    queryKey: ['customers', 'lookup', digits],
    queryFn: ({ signal }) => api.GET('/api/customers/lookup', { params: { query: { phone: digits } }, signal }),
    enabled: digits.length >= MIN_DIGITS,
    staleTime: 30_000,
    select: (data) => data.customer,
  });
};
