import type { Product, Promo } from '@backoffice/shared';
import { ActionIcon, Checkbox, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/money.ts';
import type { PromoLineDraft } from '../lib/take-order-form.ts';

type PromoLineEditorProps = {
  line: PromoLineDraft;
  promo: Promo;
  productsById: Map<string, Product>;
  onChange: (line: PromoLineDraft) => void;
  onRemove: () => void;
};

/** One promo of a phone order; with no option ticked the promo comes as offered (all of its products). */
export const PromoLineEditor = ({ line, promo, productsById, onChange, onRemove }: PromoLineEditorProps) => (
  <Paper withBorder p="sm" radius="md">
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>
          {promo.name} · {formatMoney(promo.price)}
        </Text>
        <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={`Quitar ${promo.name}`}>
          <IconTrash size={20} />
        </ActionIcon>
      </Group>
      <NumberInput
        label="Cantidad"
        min={1}
        max={99}
        allowDecimal={false}
        value={line.quantity}
        onChange={(value) => onChange({ ...line, quantity: Math.max(1, Number(value) || 1) })}
        w={140}
      />
      <Checkbox.Group
        label="Opciones"
        description="Sin marcar ninguna, la promoción lleva todos sus productos."
        value={line.options}
        onChange={(options) => onChange({ ...line, options })}
      >
        <Group gap="md" mt={4}>
          {promo.options.map((option) => (
            <Checkbox
              key={option.product}
              value={option.product}
              size="md"
              label={productsById.get(option.product)?.name ?? 'Producto'}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  </Paper>
);
