import type { Product } from '@backoffice/shared';
import { notifications } from '@mantine/notifications';
import { SegmentedRadios } from '../../../components/segmented-radios.tsx';
import { useUpdateProduct } from '../api/update-product.ts';
import {
  outOfStockValue,
  type StockState,
  stockChangeMessage,
  stockColors,
  stockLabels,
  stockStateOf,
} from '../lib/stock.ts';
import { errorMessage } from './query-states.tsx';

const options = (['available', 'today', 'indefinite'] as const).map((value) => ({ value, label: stockLabels[value] }));

/**
 * The quick switch of the menu: available, out of stock until tomorrow, out of stock until switched back. One per
 * product card, so it is the light segmented bar (a menu of a hundred cards mounts no measuring indicator per card).
 */
export const StockToggle = ({ product }: { product: Product }) => {
  const update = useUpdateProduct(product.company);
  const current =
    update.isPending && update.variables ? (update.variables.body.outOfStock ?? 'available') : stockStateOf(product);

  const change = (state: StockState) => {
    update.mutate(
      { id: product.id, body: { outOfStock: outOfStockValue(state) } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: stockChangeMessage(product.name, state) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'No se pudo cambiar la disponibilidad',
            message: errorMessage(error),
          }),
      },
    );
  };

  return (
    <SegmentedRadios
      label={`Disponibilidad de ${product.name}`}
      options={options}
      value={current}
      onChange={change}
      disabled={update.isPending}
      color={`var(--mantine-color-${stockColors[current]}-filled)`}
      fullWidth
    />
  );
};
