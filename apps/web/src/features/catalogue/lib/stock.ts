import type { OutOfStock, Product } from '@backoffice/shared';

export type StockState = 'available' | OutOfStock;

export const stockLabels: Record<StockState, string> = {
  available: 'Disponible',
  today: 'Agotado hoy',
  indefinite: 'Agotado',
};

export const stockColors: Record<StockState, string> = { available: 'green', today: 'orange', indefinite: 'red' };

export const stockStateOf = (product: Pick<Product, 'outOfStock'>): StockState => product.outOfStock ?? 'available';

export const outOfStockValue = (state: StockState): OutOfStock | null => (state === 'available' ? null : state);

/** What a person reads in the notification after switching the stock of a product. */
export const stockChangeMessage = (name: string, state: StockState) =>
  state === 'available'
    ? `«${name}» está disponible de nuevo.`
    : state === 'today'
      ? `«${name}» quedó agotado hasta mañana.`
      : `«${name}» quedó agotado hasta que lo vuelvas a activar.`;
