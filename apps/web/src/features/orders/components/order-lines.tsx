import { type Order, productLineTotal, promoLineTotal } from '@backoffice/shared';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/money.ts';
import { keyed } from '../lib/keyed.ts';

/** What to prepare: products with their additions and notes, promos with the options chosen. */
export const OrderLines = ({ order }: { order: Order }) => (
  <Stack gap="sm">
    {keyed(order.products, (l) => l.product).map(({ item: line, key }) => (
      <Stack key={key} gap={2}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {line.quantity}× {line.name}
          </Text>
          <Text>{formatMoney(productLineTotal(line))}</Text>
        </Group>
        {line.additions.map((addition) => (
          <Text key={addition.product} size="sm" c="dimmed" pl="md">
            + {addition.quantity > 1 ? `${addition.quantity}× ` : ''}
            {addition.name}
          </Text>
        ))}
        {line.notes && (
          <Text size="sm" c="orange.8" pl="md" fw={500}>
            Nota: {line.notes}
          </Text>
        )}
      </Stack>
    ))}
    {keyed(order.promos, (l) => l.promo).map(({ item: line, key }) => (
      <Stack key={key} gap={2}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>
            {line.quantity}× {line.name} (promoción)
          </Text>
          <Text>{formatMoney(promoLineTotal(line))}</Text>
        </Group>
        {keyed(line.options, (o) => o.product).map(({ item: option, key: optionKey }) => (
          <Text key={optionKey} size="sm" c="dimmed" pl="md">
            · {option.name}
          </Text>
        ))}
      </Stack>
    ))}
    <Divider />
    <Group justify="space-between">
      <Text size="sm">Subtotal</Text>
      <Text size="sm">{formatMoney(order.subtotal)}</Text>
    </Group>
    {order.coupon && order.discount ? (
      <Group justify="space-between">
        <Text size="sm">Cupón {order.coupon}</Text>
        <Text size="sm">−{formatMoney(order.discount)}</Text>
      </Group>
    ) : null}
    <Group justify="space-between">
      <Text size="sm">Envío</Text>
      <Text size="sm">{formatMoney(order.deliveryFee)}</Text>
    </Group>
    <Group justify="space-between">
      <Text fw={700} size="lg">
        Total
      </Text>
      <Text fw={700} size="lg">
        {formatMoney(order.total)}
      </Text>
    </Group>
  </Stack>
);
