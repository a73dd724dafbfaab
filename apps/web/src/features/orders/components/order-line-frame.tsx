import { MAX_LINE_QUANTITY } from '@backoffice/shared';
import { ActionIcon, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/money.ts';

type Props = {
  name: string;
  price: number;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  children: ReactNode;
};

/** What every line of a phone order has: its name and price, a remove button and the quantity. */
export const OrderLineFrame = ({ name, price, quantity, onQuantity, onRemove, children }: Props) => (
  <Paper withBorder p="sm" radius="md">
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>
          {name} · {formatMoney(price)}
        </Text>
        <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={`Quitar ${name}`}>
          <IconTrash size={20} />
        </ActionIcon>
      </Group>
      <NumberInput
        label="Cantidad"
        min={1}
        max={MAX_LINE_QUANTITY}
        allowDecimal={false}
        value={quantity}
        onChange={(value) => onQuantity(Math.max(1, Number(value) || 1))}
        w={140}
      />
      {children}
    </Stack>
  </Paper>
);
