/** Money is integer cents (contract section 2); shown as Mexican pesos unless the company says otherwise. */
export const formatMoney = (cents: number, currency = 'MXN') =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency }).format(cents / 100);
