import { Anchor, Group } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCustomerLookup } from '../api/lookup-customer.ts';

/**
 * "Ver cliente" on an order, for the company that owns the book (partners see counts only); nothing while the
 * phone has no entry yet (the book counts delivered orders).
 */
export const OrderCustomerLink = ({ phone }: { phone: string }) => {
  const { type } = useAuth();
  const lookup = useCustomerLookup(type === 'company' ? phone : '');
  if (!lookup.data) return null;
  const customer = lookup.data;
  return (
    <Group gap="xs">
      <IconAddressBook size={18} aria-hidden />
      <Anchor component={Link} to={`/customers?id=${customer.id}`} size="sm">
        Ver cliente ({customer.orderCount === 1 ? '1 pedido' : `${customer.orderCount} pedidos`})
      </Anchor>
    </Group>
  );
};
