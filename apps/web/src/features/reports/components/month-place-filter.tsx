import { MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendarMonth } from '@tabler/icons-react';
import { type Place, PlaceFilter } from '../../../components/place-filter.tsx';
import { type MonthYear, monthOf, monthValue } from '../lib/month.ts';
import '../../../lib/dayjs-es.ts';

type Props = {
  month: MonthYear;
  place: Place;
  maxMonth: string;
  loading: boolean;
  onMonthChange: (month: MonthYear) => void;
  onPlaceChange: (place: Place) => void;
};

/** The month applies at once; city and state together on "Buscar" (the API answers for an exact pair). */
export const MonthPlaceFilter = ({ month, place, maxMonth, loading, onMonthChange, onPlaceChange }: Props) => (
  <PlaceFilter value={place} onChange={onPlaceChange} loading={loading}>
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
  </PlaceFilter>
);
