import { Button, Group, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';

export type Place = { city: string; state: string };
type Props = { value: Place; onChange: (place: Place) => void; loading: boolean; children?: ReactNode };

/**
 * City and state are applied together on "Buscar": the API answers for an exact (accent-insensitive) pair.
 * `children` (e.g. a month picker) go first on the same row. What is typed is kept until the applied pair
 * itself changes, not whenever the parent renders.
 */
export const PlaceFilter = ({ value, onChange, loading, children }: Props) => {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft({ city: value.city, state: value.state }), [value.city, value.state]);
  const ready = draft.city.trim() !== '' && draft.state.trim() !== '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onChange({ city: draft.city.trim(), state: draft.state.trim() });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        <TextInput
          label="Ciudad"
          leftSection={<IconMapPin size={16} />}
          value={draft.city}
          onChange={(event) => setDraft({ ...draft, city: event.currentTarget.value })}
          style={{ flex: '1 1 160px' }}
        />
        <TextInput
          label="Estado"
          value={draft.state}
          onChange={(event) => setDraft({ ...draft, state: event.currentTarget.value })}
          style={{ flex: '1 1 160px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />} loading={loading} disabled={!ready}>
          Buscar
        </Button>
      </Group>
    </form>
  );
};
