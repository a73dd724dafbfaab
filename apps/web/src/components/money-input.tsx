import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useRef } from 'react';

/**
 * An amount in pesos: "$" in front, two decimals, thousands separated by commas, never negative. A field that
 * already holds an amount ($0 or $35.00) selects it on focus, so typing replaces it instead of appending digits;
 * the click that focused it must not put the caret back (its mouseup would undo the selection).
 */
const PREFIX = '$';

export const MoneyInput = ({ onFocus, onMouseUp, onBlur, ...props }: NumberInputProps) => {
  const justFocused = useRef(false);
  return (
    <NumberInput
      prefix={PREFIX}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      onFocus={(event) => {
        justFocused.current = true;
        // The amount, not the "$": a replacement that takes the prefix away is refused by the formatter.
        const input = event.currentTarget;
        input.setSelectionRange(Math.min(PREFIX.length, input.value.length), input.value.length);
        onFocus?.(event);
      }}
      onMouseUp={(event) => {
        if (justFocused.current) event.preventDefault();
        justFocused.current = false;
        onMouseUp?.(event);
      }}
      onBlur={(event) => {
        justFocused.current = false;
        onBlur?.(event);
      }}
      {...props}
    />
  );
};

type CentsInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  cents: number;
  onCents: (cents: number) => void;
};

/** The same input for an amount kept in integer cents (contract section 2): typed in pesos, an empty field is 0. */
export const CentsInput = ({ cents, onCents, ...props }: CentsInputProps) => (
  <MoneyInput {...props} value={cents / 100} onChange={(pesos) => onCents(Math.round(Number(pesos || 0) * 100))} />
);
