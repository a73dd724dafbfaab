import { notifications } from '@mantine/notifications';
import { countLabel } from '../../../lib/plural.ts';

/** "llegó 1 pedido nuevo", "llegaron 2 pedidos nuevos": the verb agrees with the count too. */
export const caughtUpMessage = (count: number, what: [string, string] = ['pedido nuevo', 'pedidos nuevos']) =>
  `Mientras no había conexión ${count === 1 ? 'llegó' : 'llegaron'} ${countLabel(count, what[0], what[1])}.`;

/** After a drop, the catch-up says how many orders arrived meanwhile (each also gets its own toast). */
export const announceCaughtUp = (count: number, what: [string, string] = ['pedido nuevo', 'pedidos nuevos']) =>
  notifications.show({
    id: `caught-up-${what[0]}`,
    title: 'Conexión recuperada',
    message: caughtUpMessage(count, what),
    color: 'blue',
    autoClose: 10_000,
    withCloseButton: true,
  });
