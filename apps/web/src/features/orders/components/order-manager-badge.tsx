import { Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useOrderManager } from '../hooks/use-order-manager.tsx';

/** Who attends in this session, and a way to change it at a shift change. */
export const OrderManagerBadge = () => {
  const { name, change } = useOrderManager();
  return (
    <Button variant="subtle" size="md" leftSection={<IconUser size={18} />} onClick={change}>
      {name ? `Atiende: ${name}` : '¿Quién atiende?'}
    </Button>
  );
};
