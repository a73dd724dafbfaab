import { TimePicker, type TimePickerProps } from '@mantine/dates';
import '../lib/dayjs-es.ts';

type Props = Omit<TimePickerProps, 'value' | 'onChange' | 'format'> & {
  /** What the field is called, also for screen readers ("Abre", "Cierra"). */
  label: string;
  /** "HH:MM" on the 24-hour clock the API keeps; "24:00" is midnight at the end of a day. */
  value: string;
  onChange: (value: string) => void;
  /** A closing time: midnight picked here means the end of the day ("24:00"), not its start. */
  endOfDay?: boolean;
};

const AM_PM = { am: 'a. m.', pm: 'p. m.' };

/**
 * A time picked as es-MX users read it (12 h, "a. m." / "p. m."), never typed as free text.
 * An incomplete entry keeps the last whole time instead of blanking the field.
 */
export const ClockInput = ({ label, value, onChange, endOfDay = false, ...props }: Props) => (
  <TimePicker
    {...props}
    aria-label={label}
    format="12h"
    amPmLabels={AM_PM}
    hoursInputLabel={`${label}: hora`}
    minutesInputLabel={`${label}: minutos`}
    amPmInputLabel={`${label}: a. m. o p. m.`}
    hoursPlaceholder="--"
    minutesPlaceholder="--"
    withDropdown
    minutesStep={5}
    value={value === '24:00' ? '00:00' : value}
    onChange={(next) => {
      if (!next) return;
      onChange(endOfDay && next === '00:00' ? '24:00' : next);
    }}
  />
);
