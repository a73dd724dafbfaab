import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in pesos: "$" in front, two decimals, thousands separated by commas, never negative. */
export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput prefix="$" min={0} decimalScale={2} thousandSeparator="," {...props} />
);

type CentsInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  cents: number;
  onCents: (cents: number) => void;
};

/** The same input for an amount kept in integer cents (contract section 2): typed in pesos, an empty field is 0. */
export const CentsInput = ({ cents, onCents, ...props }: CentsInputProps) => (
  <MoneyInput {...props} value={cents / 100} onChange={(pesos) => onCents(Math.round(Number(pesos || 0) * 100))} />
);
