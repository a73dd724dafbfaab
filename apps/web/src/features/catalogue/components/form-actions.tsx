import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ArchiveButton } from './archive-button.tsx';
import { errorMessage } from './query-states.tsx';

type Props = {
  failure: Error | null;
  saving: boolean;
  cancelTo: string;
  submitLabel: string;
  /** Only when editing: takes the item off the menu. */
  archive?: { what: string; onConfirm: () => void };
};

/** The end of a product or promo form: what went wrong, then archive, cancel and save. */
export const FormActions = ({ failure, saving, cancelTo, submitLabel, archive }: Props) => (
  <>
    {failure && (
      <Alert color="red" title="No se pudo guardar">
        {errorMessage(failure)}
      </Alert>
    )}
    <Group justify="flex-end">
      {archive && <ArchiveButton what={archive.what} loading={saving} onConfirm={archive.onConfirm} />}
      <Button component={Link} to={cancelTo} variant="default" disabled={saving}>
        Cancelar
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  </>
);
