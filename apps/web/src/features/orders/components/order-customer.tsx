import { formatPhone, type Order, orderTypeLabels, paymentMethodLabels } from '@backoffice/shared';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone, IconUser } from '@tabler/icons-react';

/** Who ordered, where it goes, how it is paid, and the notes for the whole order. */
export const OrderCustomer = ({ order }: { order: Order }) => (
  <Stack gap="xs">
    <Group gap="xs">
      <IconUser size={18} />
      <Text fw={600}>{order.customer.name}</Text>
    </Group>
    <Group gap="xs">
      <IconPhone size={18} />
      <Anchor href={`tel:${order.customer.phone.replace(/[^\d+]/g, '')}`} size="md">
        {formatPhone(order.customer.phone)}
      </Anchor>
    </Group>
    {order.customer.address && (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text>{order.customer.address}</Text>
      </Group>
    )}
    {order.customer.notes && <Text size="sm">Indicaciones: {order.customer.notes}</Text>}
    <Group gap="xs">
      <Badge variant="outline" color="gray" size="lg">
        {orderTypeLabels[order.type]}
      </Badge>
      <Badge variant="outline" color="gray" size="lg">
        {paymentMethodLabels[order.payment]}
      </Badge>
    </Group>
    {order.notes && (
      <Text c="orange.8" fw={600}>
        Notas del pedido: {order.notes}
      </Text>
    )}
  </Stack>
);
