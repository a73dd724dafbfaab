import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCustomerLookup } from '../api/lookup-customer.ts';

type Found = { name: string; address: string };

/**
 * While staff type a phone in the phone-order form: a customer of the company's book hands its name and latest
 * address to the form once (the form fills only empty fields) and shows the shop's notes. Companies only: partners
 * do not read the book (decision 052).
 */
export const BookCustomerHint = ({ phone, onFound }: { phone: string; onFound: (found: Found) => void }) => {
  const { type } = useAuth();
  const lookup = useCustomerLookup(type === 'company' ? phone : '');
  const customer = lookup.data;
  const handed = useRef<string | null>(null);
  useEffect(() => {
    if (!customer || handed.current === customer.id) return;
    handed.current = customer.id;
    onFound({ name: customer.name, address: customer.addresses[0] ?? '' });
  }, [customer, onFound]);
  if (!customer) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="book-hint" role="status">
      Cliente conocido: {customer.orderCount === 1 ? '1 pedido' : `${customer.orderCount} pedidos`}
      {customer.notes ? ` · Notas: ${customer.notes}` : ''}
    </Text>
  );
};
