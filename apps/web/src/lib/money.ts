/** Money is integer cents (contract section 2); shown as Mexican pesos unless the company says otherwise. */
export const formatMoney = (cents: number, currency = 'MXN') =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency }).format(cents / 100);

/** A chart axis tick in whole pesos: "$1,000", never "$1 k" (shop owners read whole amounts). */
export const formatAxisMoney = (cents: number, currency = 'MXN') =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency, maximumFractionDigits: 0 }).format(cents / 100);
