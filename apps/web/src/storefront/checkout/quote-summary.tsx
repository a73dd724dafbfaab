import type { StorefrontQuote } from '@backoffice/shared/storefront';
import type { ApiError } from '../../lib/api-client.ts';
import { PricedLines } from '../components/priced-lines.tsx';
import { checkoutErrorMessage } from './checkout-errors.ts';

type Props = {
  quote: StorefrontQuote | null;
  current: boolean;
  loading: boolean;
  error: ApiError | null;
  onRetry: () => void;
  type: 'delivery' | 'pickup';
  /** The delivery point is known (or not needed): until then the zone's fee is not part of the total. */
  located: boolean;
  /** Located by postal code or colonia rather than by a pin. */
  byArea?: boolean;
  currency: string;
};

/** The server's prices for this cart: lines, subtotal, delivery (or out of zone) and total (the minimum: MinimumNotice). */
export const QuoteSummary = ({ quote, current, loading, error, onRetry, type, located, byArea, currency }: Props) => {
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
            deliveryFee={type === 'delivery' && located ? (quote.outOfZone ? null : quote.deliveryFee) : undefined}
            total={located ? quote.total : quote.total - quote.deliveryFee}
            discount={quote.coupon ? { code: quote.coupon, amount: quote.discount } : undefined}
            currency={currency}
          />
          {type === 'delivery' && !located ? (
            <p className="muted">El envío se calcula cuando ubiques tu dirección.</p>
          ) : null}
          <div aria-live="polite">
            {type === 'delivery' && located && quote.outOfZone ? (
              <p className="notice error">
                {byArea
                  ? 'Fuera de zona: no entregamos en ese código postal o colonia. Marca en el mapa dónde entregamos o elige recoger en la tienda.'
                  : 'Fuera de zona: no llegamos a esa dirección. Mueve el pin o elige recoger en la tienda.'}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
};
