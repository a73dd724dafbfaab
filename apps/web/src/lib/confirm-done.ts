import { notifications } from '@mantine/notifications';

/**
 * The brief confirmation every action gives once it is saved (green, gone in a few seconds). The message is its
 * id, so a double tap that saves once more says it once.
 */
export const confirmDone = (message: string) =>
  notifications.show({ id: `done:${message}`, color: 'green', message, autoClose: 2500 });
