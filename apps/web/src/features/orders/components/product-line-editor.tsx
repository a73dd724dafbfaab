import { additionGroupMax, additionGroupMin, MAX_LINE_NOTES, type Product } from '@backoffice/shared';
import { Checkbox, Group, TextInput } from '@mantine/core';
import { formatMoney } from '../../../lib/money.ts';
import type { ProductLineDraft } from '../lib/take-order-form.ts';
import { OrderLineFrame } from './order-line-frame.tsx';

type ProductLineEditorProps = {
  line: ProductLineDraft;
  product: Product;
  additionsById: Map<string, Product>;
  onChange: (line: ProductLineDraft) => void;
  onRemove: () => void;
};

/** One product of a phone order: quantity, its addition groups (within their limits) and a note. */
export const ProductLineEditor = ({ line, product, additionsById, onChange, onRemove }: ProductLineEditorProps) => (
  <OrderLineFrame
    name={product.name}
    price={product.price}
    quantity={line.quantity}
    onQuantity={(quantity) => onChange({ ...line, quantity })}
    onRemove={onRemove}
  >
    {product.additionGroups.map((group) => {
      const chosen = line.additions[group.id] ?? [];
      const min = additionGroupMin(group);
      const max = additionGroupMax(group) ?? group.additions.length;
      return (
        <Checkbox.Group
          key={group.id}
          label={group.name}
          description={min > 0 ? `Elige de ${min} a ${max}` : `Hasta ${max}`}
          value={chosen}
          onChange={(value) =>
            value.length <= max && onChange({ ...line, additions: { ...line.additions, [group.id]: value } })
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
      maxLength={MAX_LINE_NOTES}
      onChange={(event) => onChange({ ...line, notes: event.currentTarget.value })}
    />
  </OrderLineFrame>
);
