import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import '../lib/dayjs-es.ts';

/** Mantine's date picker with its styles and dayjs's Spanish, as a chunk of its own (date-input-on-reach.tsx). */
export default DatePickerInput;
