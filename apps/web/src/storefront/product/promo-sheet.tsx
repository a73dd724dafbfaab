import type { StorefrontPromo } from '@backoffice/shared/storefront';
import { useState } from 'react';
import { Sheet } from '../components/sheet.tsx';
import { formatMoney } from '../lib/format.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

type Props = {
  promo: StorefrontPromo;
  currency: string;
  onAdd: (line: { options: { product: string; name: string }[]; quantity: number }) => void;
  onClose: () => void;
};

/** A promo with every product it includes ticked; the customer may narrow them, never to none. */
export const PromoSheet = ({ promo, currency, onAdd, onClose }: Props) => {
  const [kept, setKept] = useState(() => new Set(promo.options.map((option) => option.product)));
  const [quantity, setQuantity] = useState(1);
  const narrowable = promo.options.length > 1;
  const none = narrowable && kept.size === 0;

  const add = () => {
    if (none) return;
    const all = kept.size === promo.options.length;
    // All kept = the promo as offered (the server reads no options the same way).
    onAdd({ options: all ? [] : promo.options.filter((option) => kept.has(option.product)), quantity });
  };

  return (
    <Sheet
      title={promo.name}
      onClose={onClose}
      footer={
        <div className="sheet-actions">
          <QuantityStepper label={promo.name} value={quantity} onChange={setQuantity} />
          <button type="button" className="button primary grow" onClick={add} disabled={none}>
            Agregar · {formatMoney(promo.price * quantity, currency)}
          </button>
        </div>
      }
    >
      {promo.image ? <img className="sheet-image" src={promo.image} alt="" width={600} height={338} /> : null}
      {promo.description ? <p className="muted">{promo.description}</p> : null}
      <p className="price">{formatMoney(promo.price, currency)}</p>
      {narrowable ? (
        <fieldset className="group">
          <legend>
            <span className="group-name">Incluye</span>
            <span className="group-hint">Quita lo que no quieras</span>
          </legend>
          {none ? (
            <p className="field-error" role="alert">
              Deja al menos una opción.
            </p>
          ) : null}
          {promo.options.map((option) => (
            <label key={option.product} className="option">
              <input
                type="checkbox"
                checked={kept.has(option.product)}
                onChange={() =>
                  setKept((current) => {
                    const next = new Set(current);
                    if (!next.delete(option.product)) next.add(option.product);
                    return next;
                  })
                }
              />
              <span className="option-name">{option.name}</span>
            </label>
          ))}
        </fieldset>
      ) : promo.options.length === 1 ? (
        <p>Incluye: {promo.options[0].name}</p>
      ) : null}
    </Sheet>
  );
};
