import { notifications } from '@mantine/notifications';

/** The brief confirmation every action gives once it is saved (green, gone in a few seconds). */
export const confirmDone = (message: string) => notifications.show({ color: 'green', message, autoClose: 2500 });
