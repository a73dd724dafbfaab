import type { WeekDay } from '@backoffice/shared';

/** Mexican calendars start the week on Monday; the API keys days from Sunday ("0"). */
export const mondayFirst: WeekDay[] = ['1', '2', '3', '4', '5', '6', '0'];
