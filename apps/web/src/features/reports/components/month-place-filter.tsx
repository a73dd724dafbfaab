import { Button, Group, TextInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type MonthYear, monthOf, monthValue } from '../lib/month.ts';

type Place = { city: string; state: string };
type Props = {
  month: MonthYear;
  place: Place;
  maxMonth: string;
  loading: boolean;
  onMonthChange: (month: MonthYear) => void;
  onPlaceChange: (place: Place) => void;
};

/** The month applies at once; city and state together on "Buscar" (the API answers for an exact pair). */
export const MonthPlaceFilter = ({ month, place, maxMonth, loading, onMonthChange, onPlaceChange }: Props) => {
  const [draft, setDraft] = useState(place);
  useEffect(() => setDraft({ city: place.city, state: place.state }), [place.city, place.state]);
  const ready = draft.city.trim() !== '' && draft.state.trim() !== '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onPlaceChange({ city: draft.city.trim(), state: draft.state.trim() });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MonthPickerInput
          label="Mes"
          leftSection={<IconCalendarMonth size={16} />}
          value={monthValue(month)}
          onChange={(value) => value && onMonthChange(monthOf(value))}
          maxDate={maxMonth}
          minDate="2000-01-01"
          valueFormat="MMMM YYYY"
          style={{ flex: '1 1 180px' }}
        />
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
