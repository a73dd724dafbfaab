import { LazySelect } from '../lazy-select.tsx';
import type { EntityFilter, Option, OptionsSource } from './entity-definition.ts';

const useOptions = (source: OptionsSource): Option[] => (typeof source === 'function' ? source().options : source);

type Props = { filter: EntityFilter; value: string | null; onChange: (value: string | null) => void };

/** A list filter; Select's code comes when the field is reached (decision 057). */
export const EntityFilterSelect = ({ filter, value, onChange }: Props) => {
  const options = useOptions(filter.options);
  return (
    <LazySelect
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
