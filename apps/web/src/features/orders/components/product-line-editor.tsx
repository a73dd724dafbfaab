import type { Product } from '@backoffice/shared';
import { ActionIcon, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/money.ts';
import type { ProductLineDraft } from '../lib/take-order-form.ts';

type ProductLineEditorProps = {
  line: ProductLineDraft;
  product: Product;
  additionsById: Map<string, Product>;
  onChange: (line: ProductLineDraft) => void;
  onRemove: () => void;
};

/** One product of a phone order: quantity, its addition groups (within their limits) and a note. */
export const ProductLineEditor = ({ line, product, additionsById, onChange, onRemove }: ProductLineEditorProps) => (
  <Paper withBorder p="sm" radius="md">
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>
          {product.name} · {formatMoney(product.price)}
        </Text>
        <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={`Quitar ${product.name}`}>
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
      {product.additionGroups.map((group) => {
        const chosen = line.additions[group.id] ?? [];
        const min = group.required ? Math.max(group.min, 1) : group.min;
        return (
          <Checkbox.Group
            key={group.id}
            label={group.name}
            description={min > 0 ? `Elige de ${min} a ${group.max}` : `Hasta ${group.max}`}
            value={chosen}
            onChange={(value) =>
              value.length <= group.max && onChange({ ...line, additions: { ...line.additions, [group.id]: value } })
            }
            error={chosen.length < min ? 'Falta elegir' : undefined}
          >
            <Group gap="md" mt={4}>
              {group.additions.map((addition) => {
                const detail = additionsById.get(addition.product);
                if (!detail) return null;
                const price = addition.price ?? detail.price;
                return (
                  <Checkbox
                    key={addition.product}
                    value={addition.product}
                    size="md"
                    disabled={!detail.available}
                    label={`${detail.name}${price ? ` (+${formatMoney(price)})` : ''}`}
                  />
                );
              })}
            </Group>
          </Checkbox.Group>
        );
      })}
      <TextInput
        label="Nota para cocina"
        value={line.notes}
        maxLength={300}
        onChange={(event) => onChange({ ...line, notes: event.currentTarget.value })}
      />
    </Stack>
  </Paper>
);
