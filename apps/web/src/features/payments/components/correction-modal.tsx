import type { CompanyBalance, StatementLine } from '@backoffice/shared';
import { Center, Loader, Modal } from '@mantine/core';
import { lazyPart } from '../../../components/lazy-part.tsx';

// The form and @mantine/form load when a correction is first opened, not with the payments screen (decision 057).
const CorrectionForm = lazyPart(
  () => import('./correction-form.tsx').then((module) => module.CorrectionForm),
  <Center py="lg">
    <Loader size="sm" aria-label="Cargando formulario" />
  </Center>,
);

type Props = {
  company: CompanyBalance | null;
  /** The line being corrected, when the correction starts from one. */
  line?: StatementLine | null;
  onClose: () => void;
};

/** A correction is a new line on the company's statement, with its reason; lines are never edited. */
export const CorrectionModal = ({ company, line, onClose }: Props) => (
  // zIndex: above the statement drawer it may be opened from.
  <Modal opened={company !== null} onClose={onClose} title="Registrar corrección" size="md" zIndex={300}>
    {company && <CorrectionForm company={company} line={line} onClose={onClose} />}
  </Modal>
);
