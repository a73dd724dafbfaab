import type { CompanyBalance } from '@backoffice/shared';
import { Center, Loader, Modal } from '@mantine/core';
import { lazyPart } from '../../../components/lazy-part.tsx';

// The form and @mantine/form load when a payment is first recorded, not with the payments screen (decision 057).
const ManualPaymentForm = lazyPart(
  () => import('./manual-payment-form.tsx').then((module) => module.ManualPaymentForm),
  <Center py="lg">
    <Loader size="sm" aria-label="Cargando formulario" />
  </Center>,
);

type Props = { company: CompanyBalance | null; onClose: () => void };

/** A cash or transfer payment either way, with its reference; it enters the ledger at once. */
export const ManualPaymentModal = ({ company, onClose }: Props) => (
  <Modal opened={company !== null} onClose={onClose} title="Registrar pago" size="md">
    {company && <ManualPaymentForm company={company} onClose={onClose} />}
  </Modal>
);
