import { Center, Loader, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';

type TakeOrderFrameProps = { opened: boolean; onClose: () => void; children?: ReactNode };

/**
 * The "Tomar pedido" dialog while its form's code downloads, or when it could not: the same frame the form opens
 * in, so the press is answered at once.
 */
export const TakeOrderFrame = ({ opened, onClose, children }: TakeOrderFrameProps) => {
  const mobile = useMobileScreen();
  return (
    <Modal opened={opened} onClose={onClose} title="Tomar pedido" size="xl" fullScreen={mobile}>
      {children ?? (
        <Center p="xl">
          <Loader aria-label="Cargando menú" />
        </Center>
      )}
    </Modal>
  );
};
