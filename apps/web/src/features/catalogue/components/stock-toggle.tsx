import type { Product } from '@backoffice/shared';
import { SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUpdateProduct } from '../api/update-product.ts';
import { outOfStockValue, type StockState, stockChangeMessage, stockLabels, stockStateOf } from '../lib/stock.ts';
import { errorMessage } from './query-states.tsx';

const options = (['available', 'today', 'indefinite'] as const).map((value) => ({ value, label: stockLabels[value] }));

/** The quick switch of the menu: available, out of stock until tomorrow, out of stock until switched back. */
export const StockToggle = ({ product }: { product: Product }) => {
  const update = useUpdateProduct(product.company);
  const current =
    update.isPending && update.variables ? (update.variables.body.outOfStock ?? 'available') : stockStateOf(product);

  const change = (value: string) => {
    const state = value as StockState;
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
    <SegmentedControl
      aria-label={`Disponibilidad de ${product.name}`}
      size="sm"
      fullWidth
      data={options}
      value={current}
      onChange={change}
      disabled={update.isPending}
      color={current === 'available' ? 'green' : current === 'today' ? 'orange' : 'red'}
    />
  );
};
