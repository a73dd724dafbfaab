/** Promo kinds and their pricing, without the schema library: the phone-order form prices with it on the orders screen. */

/**
 * How the intake prices a promo: 'fixed' its own price; 'percent' the included products' prices less
 * `percent`; 'two_for_one' two of the included product for the price of one; 'free_delivery' its own
 * price and no delivery fee for the order.
 */
export const promoKinds = ['fixed', 'percent', 'two_for_one', 'free_delivery'] as const;
export type PromoKind = (typeof promoKinds)[number];
export const promoKindLabels: Record<PromoKind, string> = {
  fixed: 'Precio fijo',
  percent: 'Porcentaje de descuento',
  two_for_one: '2×1',
  free_delivery: 'Envío gratis',
};
/**
 * What one unit of a promo line costs, from the prices of the products it carries (decision 025):
 * the intake prices with it and the phone-order form shows it. A 2×1 carries one product, charged once.
 */
export const promoUnitPrice = (
  promo: { kind: PromoKind; percent: number | null; price: number },
  productPrices: number[],
) => {
  if (promo.kind === 'percent') {
    const full = productPrices.reduce((sum, price) => sum + price, 0);
    return Math.round((full * (100 - (promo.percent ?? 0))) / 100);
  }
  if (promo.kind === 'two_for_one') return productPrices[0] ?? 0;
  return promo.price;
};

export const PROMO_PERCENT_MIN = 1;
export const PROMO_PERCENT_MAX = 90;
