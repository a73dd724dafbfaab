import { MAX_LINE_NOTES } from '@backoffice/shared/cart-limits';
import type { StorefrontProduct } from '@backoffice/shared/storefront';
import { useId, useState } from 'react';
import { Sheet } from '../components/sheet.tsx';
import { formatMoney } from '../lib/format.ts';
import {
  type AdditionChoice,
  choiceProblems,
  chosenAdditions,
  groupHint,
  groupMaximum,
  toggleOption,
  unitPriceWith,
} from './addition-rules.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

type Props = {
  product: StorefrontProduct;
  currency: string;
  onAdd: (line: { additions: ReturnType<typeof chosenAdditions>; quantity: number; notes: string }) => void;
  onClose: () => void;
};

/** A product with its addition groups: "Agregar" is refused until every group's rule holds. */
export const ProductSheet = ({ product, currency, onAdd, onClose }: Props) => {
  const [choice, setChoice] = useState<AdditionChoice>({});
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const problems = choiceProblems(product, choice);
  const problemOf = new Map(problems.map((entry) => [entry.group, entry.problem]));
  const total = unitPriceWith(product, choice) * quantity;
  const baseId = useId();

  const add = () => {
    setTried(true);
    if (problems.length > 0) {
      document.getElementById(`${baseId}-${problems[0].group}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    onAdd({ additions: chosenAdditions(product, choice), quantity, notes });
  };

  return (
    <Sheet
      title={product.name}
      onClose={onClose}
      footer={
        <div className="sheet-actions">
          <QuantityStepper label={product.name} value={quantity} onChange={setQuantity} />
          <button type="button" className="button primary grow" onClick={add} aria-describedby={`${baseId}-problems`}>
            Agregar · {formatMoney(total, currency)}
          </button>
        </div>
      }
    >
      {product.image ? <img className="sheet-image" src={product.image} alt="" width={600} height={338} /> : null}
      {product.description ? <p className="muted">{product.description}</p> : null}
      <p className="price">{formatMoney(product.price, currency)}</p>
      {product.additionGroups.map((group) => {
        const chosen = choice[group.id] ?? [];
        const full = chosen.length >= groupMaximum(group);
        const single = groupMaximum(group) === 1;
        const problem = tried ? problemOf.get(group.id) : undefined;
        return (
          <fieldset
            key={group.id}
            id={`${baseId}-${group.id}`}
            className="group"
            aria-invalid={problem ? true : undefined}
          >
            <legend>
              <span className="group-name">{group.name}</span>
              <span className="group-hint">{groupHint(group)}</span>
            </legend>
            {problem ? (
              <p className="field-error" role="alert">
                {problem}
              </p>
            ) : null}
            {group.options.map((option) => {
              const checked = chosen.includes(option.product);
              const disabled = option.soldOut || (!checked && full && !single);
              return (
                <label key={option.product} className={`option${disabled ? ' disabled' : ''}`}>
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`${baseId}-${group.id}`}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => setChoice((current) => toggleOption(current, group, option.product))}
                    onClick={() => {
                      // A radio cannot be unticked by itself; an optional single group can be left empty again.
                      if (single && checked) setChoice((current) => toggleOption(current, group, option.product));
                    }}
                  />
                  <span className="option-name">{option.name}</span>
                  <span className="option-price">
                    {option.soldOut ? 'Agotado' : option.price > 0 ? `+${formatMoney(option.price, currency)}` : ''}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <label className="field">
        <span className="field-label">Indicaciones (opcional)</span>
        <textarea
          rows={2}
          maxLength={MAX_LINE_NOTES}
          value={notes}
          placeholder="Ej.: sin cebolla"
          onChange={(event) => setNotes(event.target.value)}
        />
      </label>
      <p id={`${baseId}-problems`} className="visually-hidden">
        {tried && problems.length > 0 ? problems.map((entry) => entry.problem).join(' ') : ''}
      </p>
    </Sheet>
  );
};
