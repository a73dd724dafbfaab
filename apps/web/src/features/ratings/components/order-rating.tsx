import { Group, Text } from '@mantine/core';
import { useOrderRating } from '../api/get-order-rating.ts';
import { Stars } from './stars.tsx';

/** The customer's rating on a delivered order's detail, when there is one. */
export const OrderRating = ({ orderId, status }: { orderId: string; status: string }) => {
  const query = useOrderRating(orderId, status === 'delivered');
  if (!query.data) return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="order-rating">
      <Text size="sm" fw={600}>
        Calificación:
      </Text>
      <Stars value={query.data.stars} />
      {query.data.comment ? <Text size="sm">«{query.data.comment}»</Text> : null}
    </Group>
  );
};
