import { type NumberInputProps, TextInput } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { type StandInCode, standInCode, useStandIn } from './stand-in.ts';

// Mantine's NumberInput brings a number-formatting library (10 kB gzip). A form drawn at first paint with one (a
// price, seconds, a capacity) does not need it until someone reaches for the field (decision 057): a text input with
// the same label and the value as the field writes it stands in, and what is typed there is kept.
const numberCode = standInCode(
  async () => (await import('./number-input.tsx')).default as ComponentType<NumberInputProps>,
);
const moneyCode = standInCode(async () => (await import('./money-input.tsx')).MoneyInput);

/** The value as NumberInput writes it: prefix, thousands separated, suffix (a value being typed, as typed). */
export const numberText = (value: NumberInputProps['value'], props: NumberInputProps = {}) => {
  if (value === undefined || value === '') return '';
  const { prefix = '', suffix = '', thousandSeparator, decimalScale, fixedDecimalScale } = props;
  if (typeof value === 'string') return `${prefix}${value}${suffix}`;
  const fixed = fixedDecimalScale && decimalScale !== undefined ? value.toFixed(decimalScale) : String(value);
  const [whole = '', fraction] = fixed.split('.');
  const separator = thousandSeparator === true ? ',' : thousandSeparator || '';
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  return `${prefix}${grouped}${fraction === undefined ? '' : `.${fraction}`}${suffix}`;
};

/** What the stand-in hands to `onChange` for its text: a number when it reads as one, else the text (or ''). */
export const numberOf = (text: string, props: NumberInputProps = {}): number | string => {
  const bare = text
    .replace(props.prefix ?? '', '')
    .replace(props.suffix ?? '', '')
    .replaceAll(',', '')
    .trim();
  if (bare === '') return '';
  return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : bare;
};

const StandIn = ({
  code,
  props,
  selectOnFocus,
}: {
  code: StandInCode<ComponentType<NumberInputProps>>;
  props: NumberInputProps;
  selectOnFocus: boolean;
}) => {
  const { Loaded: Field, focused, handlers } = useStandIn(code);
  const [typed, setTyped] = useState<string | null>(null);
  if (Field) return <Field {...props} autoFocus={focused.current || props.autoFocus} />;
  const { label, description, error, placeholder, disabled, required, withAsterisk, size, radius, leftSection } = props;
  const { w, maw, miw, m, mt, mb, ml, mr, mx, my, style, className, flex, id, name, readOnly } = props;
  return (
    <TextInput
      {...{ label, description, error, placeholder, disabled, required, withAsterisk, size, radius, leftSection }}
      {...{ w, maw, miw, m, mt, mb, ml, mr, mx, my, style, className, flex, id, name, readOnly }}
      aria-label={props['aria-label']}
      inputMode={props.allowDecimal === false ? 'numeric' : 'decimal'}
      value={typed ?? numberText(props.value, props)}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        props.onChange?.(numberOf(event.currentTarget.value, props));
      }}
      {...handlers}
      onFocus={(event) => {
        handlers.onFocus();
        if (selectOnFocus) event.currentTarget.select();
      }}
      onBlur={(event) => {
        handlers.onBlur();
        props.onBlur?.(event);
      }}
    />
  );
};

/** Mantine's NumberInput, downloaded when a pointer or the focus first reaches it. */
export const NumberInputOnReach = (props: NumberInputProps) => (
  <StandIn code={numberCode} props={props} selectOnFocus={false} />
);

/** The amount in pesos of money-input.tsx, downloaded on first reach; focused, its amount is selected, as there. */
export const MoneyInputOnReach = (props: NumberInputProps) => (
  <StandIn code={moneyCode} props={{ prefix: '$', thousandSeparator: ',', ...props }} selectOnFocus />
);
