import type { StorefrontQuote } from '@backoffice/shared/storefront';
import type { ApiError } from '../../lib/api-client.ts';
import { PricedLines } from '../components/priced-lines.tsx';
import { formatMoney } from '../lib/format.ts';
import { checkoutErrorMessage } from './checkout-errors.ts';

type Props = {
  quote: StorefrontQuote | null;
  current: boolean;
  loading: boolean;
  error: ApiError | null;
  onRetry: () => void;
  type: 'delivery' | 'pickup';
  currency: string;
};

/** The server's prices for this cart: lines, subtotal, delivery (or out of zone), total, and the minimum order. */
export const QuoteSummary = ({ quote, current, loading, error, onRetry, type, currency }: Props) => {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <section className="card" aria-labelledby="resumen" aria-busy={loading}>
      <h2 id="resumen">Resumen</h2>
      {error ? (
        <div className="notice error" role="alert">
          <p>{checkoutErrorMessage(error)}</p>
          <button type="button" className="button subtle" onClick={onRetry}>
            Calcular de nuevo
          </button>
        </div>
      ) : null}
      {!quote && !error ? <p className="muted">Calculando el total…</p> : null}
      {quote ? (
        <div className={current ? undefined : 'stale'}>
          <PricedLines
            lines={quote.lines}
            subtotal={quote.subtotal}
            deliveryFee={type === 'delivery' ? (quote.outOfZone ? null : quote.deliveryFee) : undefined}
            total={quote.total}
            currency={currency}
          />
          <div aria-live="polite">
            {type === 'delivery' && quote.outOfZone ? (
              <p className="notice error">
                Fuera de zona: no llegamos a esa dirección. Mueve el pin o elige recoger en la tienda.
              </p>
            ) : null}
            {quote.missingForMinimum > 0 ? (
              <p className="notice warning">
                Te faltan {money(quote.missingForMinimum)} para el pedido mínimo de {money(quote.minimumOrder)}.
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
};
