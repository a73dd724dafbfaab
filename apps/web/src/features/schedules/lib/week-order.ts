import { type WeekDay, weekDayLabels } from '@backoffice/shared';

/** Mexican calendars start the week on Monday; the API keys days from Sunday ("0"). */
export const mondayFirst: WeekDay[] = ['1', '2', '3', '4', '5', '6', '0'];

/** The copy button's name: it starts with its visible text (WCAG 2.5.3) and says which day. */
export const copyLabel = (day: WeekDay) => `Copiar a otros días: ${weekDayLabels[day]}`;
