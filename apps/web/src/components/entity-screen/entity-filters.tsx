import { Select } from '@mantine/core';
import type { EntityFilter, Option, OptionsSource } from './entity-definition.ts';

const useOptions = (source: OptionsSource): Option[] => (typeof source === 'function' ? source().options : source);

type Props = { filter: EntityFilter; value: string | null; onChange: (value: string | null) => void };

export const EntityFilterSelect = ({ filter, value, onChange }: Props) => {
  const options = useOptions(filter.options);
  return (
    <Select
      aria-label={filter.label}
      placeholder={filter.label}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '1 1 160px', maxWidth: 240 }}
    />
  );
};
