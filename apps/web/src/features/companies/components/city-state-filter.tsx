import { Button, Group, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

type Place = { city: string; state: string };
type Props = { value: Place; onChange: (place: Place) => void; loading: boolean };

/** City and state are applied together on "Buscar": the API answers for an exact (accent-insensitive) pair. */
export const CityStateFilter = ({ value, onChange, loading }: Props) => {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const ready = draft.city.trim() && draft.state.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onChange({ city: draft.city.trim(), state: draft.state.trim() });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
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
