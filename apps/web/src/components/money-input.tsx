import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in pesos: "$" in front, two decimals, thousands separated by commas, never negative. */
export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput prefix="$" min={0} decimalScale={2} thousandSeparator="," {...props} />
);
