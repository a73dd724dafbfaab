import { TextInput } from '@mantine/core';
import type { MonthPickerInputProps } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { type ComponentType, useRef } from 'react';
import { codeOnReach } from '../../../components/code-on-reach.ts';
import { type Place, PlaceFilter } from '../../../components/place-filter.tsx';
import { type MonthYear, monthName, monthOf, monthValue } from '../lib/month.ts';

// The month picker brings @mantine/dates, dayjs, Popover and the floating-position library (about 45 kB gzip): it
// downloads when the field is first reached, a field showing the month standing in until then (decision 057).
const useMonthPicker = codeOnReach(() =>
  import('./month-picker.tsx').then((module) => module.default as ComponentType<MonthPickerInputProps>),
);

type Props = {
  month: MonthYear;
  place: Place;
  maxMonth: string;
  loading: boolean;
  onMonthChange: (month: MonthYear) => void;
  onPlaceChange: (place: Place) => void;
};

const MonthField = ({ month, maxMonth, onMonthChange }: Pick<Props, 'month' | 'maxMonth' | 'onMonthChange'>) => {
  const picker = useRef<HTMLButtonElement>(null);
  const { Loaded: Picker, standIn } = useMonthPicker(picker);
  const shared = { label: 'Mes', leftSection: <IconCalendarMonth size={16} />, style: { flex: '1 1 180px' } };
  return Picker ? (
    <Picker
      {...shared}
      ref={picker}
      value={monthValue(month)}
      onChange={(value) => value && onMonthChange(monthOf(value))}
      maxDate={maxMonth}
      minDate="2000-01-01"
      valueFormat="MMMM YYYY"
    />
  ) : (
    <TextInput {...shared} {...standIn} value={monthName(month).replace(' de ', ' ')} readOnly pointer />
  );
};

/** The month applies at once; city and state together on "Buscar" (the API answers for an exact pair). */
export const MonthPlaceFilter = ({ month, place, maxMonth, loading, onMonthChange, onPlaceChange }: Props) => (
  <PlaceFilter value={place} onChange={onPlaceChange} loading={loading}>
    <MonthField month={month} maxMonth={maxMonth} onMonthChange={onMonthChange} />
  </PlaceFilter>
);
