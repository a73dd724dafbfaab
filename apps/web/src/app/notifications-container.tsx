import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toasts container as a chunk of its own (providers.tsx mounts it on the first toast). */
export default Notifications;
