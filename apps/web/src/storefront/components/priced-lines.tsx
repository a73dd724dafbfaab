import { formatMoney } from '../lib/format.ts';

type Props = {
  lines: { name: string; quantity: number; total: number }[];
  subtotal: number;
  /** Delivery only: the fee, or null when the pin is outside every zone. */
  deliveryFee: number | null | undefined;
  total: number;
  /** A coupon's discount on the products (decision 051). */
  discount?: { code: string; amount: number };
  currency?: string;
};

/** The lines of an order as the server priced them, with subtotal, delivery and total. */
export const PricedLines = ({ lines, subtotal, deliveryFee, total, discount, currency = 'MXN' }: Props) => {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <>
      <ul className="summary-lines">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same product may be two lines with other additions
          <li key={index}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        {discount && discount.amount > 0 ? (
          <div>
            <dt>Cupón {discount.code}</dt>
            <dd>−{money(discount.amount)}</dd>
          </div>
        ) : null}
        {deliveryFee !== undefined ? (
          <div>
            <dt>Envío</dt>
            <dd>{deliveryFee === null ? 'Fuera de zona' : deliveryFee === 0 ? 'Gratis' : money(deliveryFee)}</dd>
          </div>
        ) : null}
        <div className="total">
          <dt>Total</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
    </>
  );
};
