import { type Product, type Promo, promoUnitPrice } from '@backoffice/shared';
import { Checkbox, Group } from '@mantine/core';
import type { PromoLineDraft } from '../lib/take-order-form.ts';
import { OrderLineFrame } from './order-line-frame.tsx';

type PromoLineEditorProps = {
  line: PromoLineDraft;
  promo: Promo;
  productsById: Map<string, Product>;
  onChange: (line: PromoLineDraft) => void;
  onRemove: () => void;
};

/** One promo of a phone order; with no option ticked the promo comes as offered (all of its products). */
export const PromoLineEditor = ({ line, promo, productsById, onChange, onRemove }: PromoLineEditorProps) => (
  <OrderLineFrame
    name={promo.name}
    price={promoUnitPrice(
      promo,
      (line.options.length > 0 ? line.options : promo.options.map((option) => option.product)).map(
        (id) => productsById.get(id)?.price ?? 0,
      ),
    )}
    quantity={line.quantity}
    onQuantity={(quantity) => onChange({ ...line, quantity })}
    onRemove={onRemove}
  >
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
  </OrderLineFrame>
);
