import type { RiderCash } from '@backoffice/shared';
import { Modal } from '@mantine/core';
import { HandoverForm } from './handover-form.tsx';

/**
 * "Registrar corte": the handover's dialog with its form (@mantine/form, the handover schema), a chunk of its own
 * that rider-cash-panel.tsx brings on the first press (decision 057).
 */
export const HandoverModal = ({ rider, onClose }: { rider: RiderCash; onClose: () => void }) => (
  <Modal opened onClose={onClose} title={`Registrar corte de ${rider.name}`}>
    <HandoverForm rider={rider} onClose={onClose} />
  </Modal>
);
