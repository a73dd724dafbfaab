import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type ReactNode, useRef } from 'react';

/**
 * An amount in pesos: "$" in front, two decimals, thousands separated by commas, never negative. A field that
 * already holds an amount ($0 or $35.00) is replaced by what is typed first after focusing it, not appended to.
 * The number formatter hands `onFocus` over in a timer of its own, after keys typed quickly may have landed, so the
 * field listens to the focus itself (capture) and makes sure of the replacement at the first key, selecting the
 * amount right before that key lands. A click inside the field once it has the focus places the caret, as anywhere.
 */
const PREFIX = '$';

const selectAmount = (input: HTMLInputElement) =>
  input.setSelectionRange(Math.min(PREFIX.length, input.value.length), input.value.length);

export const MoneyInput = ({
  onFocusCapture,
  onMouseDown,
  onMouseUp,
  onKeyDown,
  onBlur,
  ...props
}: NumberInputProps) => {
  const justFocused = useRef(false);
  const replaceOnType = useRef(false);
  return (
    <NumberInput
      prefix={PREFIX}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      onFocusCapture={(event) => {
        justFocused.current = true;
        replaceOnType.current = true;
        selectAmount(event.target as HTMLInputElement);
        onFocusCapture?.(event);
      }}
      onMouseDown={(event) => {
        if (document.activeElement === event.currentTarget && !justFocused.current) replaceOnType.current = false;
        onMouseDown?.(event);
      }}
      onMouseUp={(event) => {
        // The click that focused the field must not put the caret back over the selection.
        if (justFocused.current) event.preventDefault();
        justFocused.current = false;
        onMouseUp?.(event);
      }}
      onKeyDown={(event) => {
        if (replaceOnType.current) {
          replaceOnType.current = false;
          if (/^[\d.,]$/.test(event.key)) selectAmount(event.currentTarget);
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        justFocused.current = false;
        replaceOnType.current = false;
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

type CentsForm<Field extends string> = {
  values: Record<Field, number>;
  errors: Record<string, ReactNode>;
  setFieldValue: (path: Field, value: number) => void;
};

/** A form's amount field in cents, bound to a CentsInput the way `form.getInputProps` binds the other inputs. */
export const centsField = <Field extends string>(form: CentsForm<Field>, field: Field) => ({
  cents: form.values[field],
  onCents: (cents: number) => form.setFieldValue(field, cents),
  error: form.errors[field],
});
