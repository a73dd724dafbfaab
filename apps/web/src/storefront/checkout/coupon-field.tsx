import type { StorefrontQuote } from '@backoffice/shared/storefront';
import { useId, useState } from 'react';
import { formatMoney } from '../lib/format.ts';
import './coupon-field.css';

type Props = {
  /** The code sent with the quote, or null. */
  applied: string | null;
  onApply: (code: string | null) => void;
  /** The quote of the cart with that code (null while none arrived). */
  quote: StorefrontQuote | null;
  current: boolean;
  currency: string;
};

/**
 * "¿Tienes un cupón?": the code goes with the quote, which prices it on the intake's own path (decision 051) and
 * answers its discount or, in the shop's words, why it does not apply.
 */
export const CouponField = ({ applied, onApply, quote, current, currency }: Props) => {
  const id = useId();
  const [typed, setTyped] = useState(applied ?? '');
  const accepted = applied !== null && current && quote?.coupon ? quote : null;
  const refusal = applied !== null && current ? quote?.couponRefusal : null;

  const apply = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const code = typed.trim();
    onApply(code === '' ? null : code);
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>¿Tienes un cupón?</h2>
      <div className="coupon-row">
        <label className="visually-hidden" htmlFor={`${id}-code`}>
          Código del cupón
        </label>
        <input
          id={`${id}-code`}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={30}
          placeholder="Código"
          value={typed}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal || accepted ? `${id}-status` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
        />
        <button type="button" className="button subtle" onClick={apply} disabled={typed.trim() === ''}>
          Aplicar
        </button>
      </div>
      <div aria-live="polite" id={`${id}-status`}>
        {applied !== null && !current ? <p className="muted">Revisando el cupón…</p> : null}
        {refusal ? <p className="field-error">{refusal.message}</p> : null}
        {accepted ? (
          <p className="notice">
            Cupón {accepted.coupon} aplicado
            {accepted.discount > 0 ? `: −${formatMoney(accepted.discount, currency)}` : ': envío gratis'}.{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setTyped('');
                onApply(null);
              }}
            >
              Quitar
            </button>
          </p>
        ) : null}
      </div>
    </section>
  );
};
