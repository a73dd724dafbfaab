import { POSTAL_CODE } from '@backoffice/shared/storefront-checkout';

type Props = {
  /** id, aria-invalid and aria-describedby of the postal code input. */
  inputProps: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  value: string;
  onChange: (value: string) => void;
  /** Without a map the postal code is how the delivery is priced: asked, not optional. */
  required: boolean;
  colonias: string[];
  colonia: string;
  onColonia: (value: string) => void;
  error?: string;
};

/** "Código postal" and, where the shop's zones list colonias, a colonia to pick (decision 045). */
export const PostalCodeField = ({
  inputProps,
  value,
  onChange,
  required,
  colonias,
  colonia,
  onColonia,
  error,
}: Props) => (
  <>
    <label className="field" htmlFor={inputProps.id}>
      <span className="field-label">{required ? 'Código postal' : 'Código postal (opcional)'}</span>
    </label>
    <input
      {...inputProps}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      placeholder="44100"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 5))}
    />
    {error ? (
      <p className="field-error" id={`${inputProps.id}-error`}>
        {error}
      </p>
    ) : null}
    {colonias.length > 0 ? (
      <>
        <label className="field" htmlFor={`${inputProps.id}-colonia`}>
          <span className="field-label">Colonia (opcional)</span>
        </label>
        <select id={`${inputProps.id}-colonia`} value={colonia} onChange={(event) => onColonia(event.target.value)}>
          <option value="">Elige tu colonia</option>
          {colonias.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </>
    ) : null}
  </>
);

/** A complete Mexican postal code. */
export const isPostalCode = (value: string) => POSTAL_CODE.test(value.trim());
