import { NumberInput } from '@mantine/core';

/** Mantine's NumberInput as a chunk of its own (lazy-number-input.tsx). */
export default NumberInput;
