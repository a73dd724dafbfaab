import { notifications } from '@mantine/notifications';
import { countLabel } from '../../../lib/plural.ts';

/** After a drop, the catch-up says how many orders arrived meanwhile (each also gets its own toast). */
export const announceCaughtUp = (count: number, what: [string, string] = ['pedido nuevo', 'pedidos nuevos']) =>
  notifications.show({
    id: `caught-up-${what[0]}`,
    title: 'Conexión recuperada',
    message: `Mientras no había conexión llegaron ${countLabel(count, what[0], what[1])}.`,
    color: 'blue',
    autoClose: 10_000,
    withCloseButton: true,
  });
