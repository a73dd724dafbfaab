import { useState } from 'react';
import { lazyScreen } from '../lib/lazy-screen.ts';
import type { ConfirmRemoveProps } from './confirm-remove-dialog.tsx';
import { LazyDialog } from './lazy-dialog.tsx';

// Mantine's Modal with its focus trap and scroll area (about 14 kB gzip) is not drawn until someone asks to remove
// something: the lists that offer it (the entity screens, zones) no longer download it with their first paint.
const ConfirmRemoveDialog = lazyScreen(() =>
  import('./confirm-remove-dialog.tsx').then((module) => ({ default: module.ConfirmRemoveDialog })),
);

/**
 * Asks before removing something, and shows why the removal failed. The dialog's code comes with the first
 * question: until then a panel with its title and a loader answers the press, and if it cannot be downloaded the
 * same panel says so with "Reintentar" (decision 057). From then on it stays mounted, opening and closing with its
 * motion.
 */
export const ConfirmRemoveModal = (props: ConfirmRemoveProps) => {
  const { opened, title, onCancel } = props;
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LazyDialog
      title={title}
      place="center"
      onClose={onCancel}
      errorTitle="No pudimos abrir la confirmación"
      open={opened}
    >
      <ConfirmRemoveDialog {...props} />
    </LazyDialog>
  );
};
