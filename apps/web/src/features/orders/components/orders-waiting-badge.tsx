import { Badge } from '@mantine/core';
import { useLiveAlerts } from '../hooks/use-live-alerts.tsx';

/** Pending orders (and errands, for partners) on "Pedidos" in the navigation, from the app-level live lists. */
export const OrdersWaitingBadge = () => {
  const waiting = useLiveAlerts()?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      circle={waiting < 10}
      data-testid="orders-waiting-badge"
      aria-label={`${waiting} pendientes de atender`}
    >
      {waiting > 99 ? '99+' : waiting}
    </Badge>
  );
};
