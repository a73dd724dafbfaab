import { TextInput } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { type ComponentType, useRef } from 'react';
import { codeOnReach } from './code-on-reach.ts';

// The date picker brings @mantine/dates, dayjs, Popover, Modal and the floating-position library (about 45 kB gzip):
// a form drawn at first paint with one downloads it when the field is first reached, a field showing the date in
// the picker's own words standing in until then (decision 057).
const useDatePicker = codeOnReach(
  async () => (await import('./date-picker-input.tsx')).default as ComponentType<DatePickerInputProps>,
);

const months = 'enero_febrero_marzo_abril_mayo_junio_julio_agosto_septiembre_octubre_noviembre_diciembre'.split('_');
const weekdays = 'domingo_lunes_martes_miércoles_jueves_viernes_sábado'.split('_');

/**
 * A date ("2026-11-03") written as dayjs's Spanish writes it in `format`, for the tokens the forms use: dddd, D, DD,
 * MMMM, MMM, MM, YYYY and [text].
 */
export const dateText = (date: string | null | undefined, format: string) => {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return '';
  const [year, month, day] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const tokens: Record<string, string> = {
    dddd: weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!,
    YYYY: String(year),
    MMMM: months[month - 1]!,
    MMM: months[month - 1]!.slice(0, 3),
    MM: String(month).padStart(2, '0'),
    DD: String(day).padStart(2, '0'),
    D: String(day),
  };
  return format.replace(/\[([^\]]*)\]|dddd|YYYY|MMMM|MMM|MM|DD|D/g, (token, text?: string) => text ?? tokens[token]!);
};

type Props = Omit<DatePickerInputProps, 'value' | 'valueFormat'> & { value?: string | null; valueFormat: string };

/**
 * Mantine's DatePickerInput (one date), downloaded on first reach. Until then a field with the same label and the
 * date as the picker writes it stands in; a press or Enter made meanwhile opens the calendar on arrival, and a
 * focused field passes its focus on.
 */
export const DateInputOnReach = (props: Props) => {
  const picker = useRef<HTMLButtonElement>(null);
  const { Loaded: Picker, standIn } = useDatePicker(picker);
  if (Picker) return <Picker {...props} ref={picker} />;
  const { label, description, error, placeholder, disabled, required, withAsterisk, leftSection, w, style } = props;
  return (
    <TextInput
      {...{ label, description, error, placeholder, disabled, required, withAsterisk, leftSection, w, style }}
      {...standIn}
      value={dateText(props.value, props.valueFormat)}
      readOnly
      pointer
    />
  );
};
