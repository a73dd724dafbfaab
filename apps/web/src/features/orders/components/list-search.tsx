import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The search box of a live list: number, customer name or phone. */
export const ListSearch = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <TextInput
    aria-label={label}
    placeholder="Número, nombre o teléfono"
    type="search"
    size="md"
    leftSection={<IconSearch size={18} />}
    value={value}
    onChange={(event) => onChange(event.currentTarget.value)}
    rightSection={value ? <CloseButton aria-label="Borrar búsqueda" onClick={() => onChange('')} /> : null}
    // Full width up to a readable size; a flex basis here would be its height inside a column.
    style={{ width: '100%', maxWidth: 420 }}
  />
);
