import { Badge } from '@mantine/core';
import { useAuth } from '../../features/auth/auth-context.tsx';

/** Company open/closed state, visible on every screen; mirrors the stored login record. */
export const OpenStateBadge = () => {
  const { business } = useAuth();
  if (business?.type !== 'company') return null;
  const open = business.data.open;
  return (
    <Badge color={open ? 'green' : 'red'} variant="filled" size="lg" data-testid="open-state">
      {open ? 'Abierto' : 'Cerrado'}
    </Badge>
  );
};
