import { Text } from '@mantine/core';
import { useBaseOptions, useRiderOptions } from '../api/expense-api.ts';

const nameIn = (options: { value: string; label: string }[], id: string | null) =>
  id ? (options.find((option) => option.value === id)?.label ?? '…') : '—';

/** The base and rider of a row by name (the option lists are cached once for the whole screen). */
export const BaseName = ({ id }: { id: string | null }) => (
  <Text size="sm">{nameIn(useBaseOptions().options, id)}</Text>
);
export const RiderName = ({ id }: { id: string | null }) => (
  <Text size="sm">{nameIn(useRiderOptions().options, id)}</Text>
);
