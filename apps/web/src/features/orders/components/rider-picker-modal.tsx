import { Alert, Button, Center, Loader, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAvailableRiders } from '../api/get-riders.ts';
import { riderMatches, riderOptions } from '../lib/riders.ts';
import { RiderSuggestions } from './rider-suggestions.tsx';

type RiderPickerModalProps = {
  /** The errand to assign: its pickup ranks the suggested riders. */
  errandId: string;
  opened: boolean;
  loading: boolean;
  error: unknown;
  onClose: () => void;
  onPick: (riderId: string) => void;
};

/**
 * "Asignar repartidor": the suggested riders for this errand (a partner's dispatcher; decision 048), then a
 * searchable list of every rider on shift, each with the errands it carries now.
 */
export const RiderPickerModal = ({ errandId, opened, loading, error, onClose, onPick }: RiderPickerModalProps) => {
  const { business } = useAuth();
  const riders = useAvailableRiders(opened);
  const [rider, setRider] = useState<string | null>(null);
  const options = riderOptions(riders.data ?? []);
  const assignable = new Set(options.map((option) => option.value));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Asignar repartidor"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {riders.isPending ? (
        <Center h={120}>
          <Loader aria-label="Cargando repartidores" />
        </Center>
      ) : riders.isError ? (
        <ErrorState
          error={riders.error}
          onRetry={() => void riders.refetch()}
          title="No pudimos cargar los repartidores"
        />
      ) : options.length === 0 ? (
        <EmptyState
          title="Nadie en turno"
          description="Solo se ofrecen repartidores activos y en turno. Activa «En turno» en Repartidores."
        />
      ) : (
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          {business?.type === 'partner' && (
            <RiderSuggestions errandId={errandId} assignable={assignable} value={rider} onChoose={setRider} />
          )}
          <Select
            label="Repartidor"
            placeholder="Busca por nombre o teléfono"
            size="md"
            searchable
            nothingFoundMessage="Ningún repartidor coincide"
            data={options}
            filter={({ options: items, search }) =>
              items.filter((item) => 'label' in item && riderMatches(item.label, search))
            }
            value={rider}
            onChange={setRider}
            comboboxProps={{ withinPortal: true }}
          />
          <Button size="md" disabled={!rider} loading={loading} onClick={() => rider && onPick(rider)}>
            Asignar
          </Button>
        </Stack>
      )}
    </Modal>
  );
};
