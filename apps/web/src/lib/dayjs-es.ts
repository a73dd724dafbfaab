// dayjs with its Spanish locale registered, for the date pickers and the screens that write dates. Imported by them
// rather than by the app's providers, so that the first load of every other screen does not carry dayjs.
import 'dayjs/locale/es';
