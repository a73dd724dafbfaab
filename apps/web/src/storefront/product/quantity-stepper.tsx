import { MAX_QUANTITY } from '../cart/cart.ts';

type Props = { label: string; value: number; onChange: (value: number) => void; min?: number };

/** − 2 + with big buttons; the name says what is counted, for screen readers. */
export const QuantityStepper = ({ label, value, onChange, min = 1 }: Props) => (
  // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live count, not a form fieldset
  <div className="stepper" role="group" aria-label={`Cantidad de ${label}`}>
    <button
      type="button"
      className="icon-button"
      aria-label={value <= 1 && min === 0 ? `Quitar ${label}` : `Uno menos de ${label}`}
      disabled={value <= min}
      onClick={() => onChange(value - 1)}
    >
      <span aria-hidden="true">−</span>
    </button>
    <output aria-live="polite">{value}</output>
    <button
      type="button"
      className="icon-button"
      aria-label={`Uno más de ${label}`}
      disabled={value >= MAX_QUANTITY}
      onClick={() => onChange(value + 1)}
    >
      <span aria-hidden="true">+</span>
    </button>
  </div>
);
