const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per currency and rounding: making an Intl.NumberFormat costs far more than using one. */
const formatOf = (currency: string, wholeOnly: boolean) => {
  const key = `${currency}:${wholeOnly}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency,
      ...(wholeOnly ? { maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
};

/** Money is integer cents (contract section 2); shown as Mexican pesos unless the company says otherwise. */
export const formatMoney = (cents: number, currency = 'MXN') => formatOf(currency, false).format(cents / 100);

/** A chart axis tick in whole pesos: "$1,000", never "$1 k" (shop owners read whole amounts). */
export const formatAxisMoney = (cents: number, currency = 'MXN') => formatOf(currency, true).format(cents / 100);
