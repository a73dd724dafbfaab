import { MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import '../../../lib/dayjs-es.ts';

/** Mantine's month picker with its styles and dayjs's Spanish, as a chunk of its own (month-place-filter.tsx). */
export default MonthPickerInput;
