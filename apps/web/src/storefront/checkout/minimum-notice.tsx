import type { StorefrontQuote } from '@backoffice/shared/storefront';
import './checkout.css';
import { formatMoney } from '../lib/format.ts';

/** Shown in the sticky bar, right above the button it disables, so it is never hidden under it. */
export const MinimumNotice = ({ quote, currency }: { quote: StorefrontQuote | null; currency: string }) => {
  if (!quote || quote.missingForMinimum <= 0) return null;
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <p className="notice warning minimum-notice" data-testid="minimum-notice" aria-live="polite">
      Te faltan {money(quote.missingForMinimum)} para el pedido mínimo de {money(quote.minimumOrder)}.
    </p>
  );
};
