import { type Errand, errandStatusLabels } from '@backoffice/shared';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { EmptyState, errorMessage } from '../../../components/query-state.tsx';
import { confirmDone } from '../../../lib/confirm-done.ts';
import { formatMoney } from '../../../lib/money.ts';
import { errandHeading, useOrderManager } from '../../orders/index.ts';
import { useMoveFleetErrand } from '../api/fleets.ts';

/** A status badge keeps its whole word; the heading beside it is what gives way (decision 043). */
const uncut = { flexShrink: 0 } as const;

const placeLabel = (place: Errand['pickup']) => (place.name ? `${place.name} · ${place.address}` : place.address);

const FleetErrandCard = ({ errand, riderName }: { errand: Errand; riderName: string | null }) => {
  const { managerName } = useOrderManager();
  const move = useMoveFleetErrand();
  const send = (status: 'on_the_way' | 'delivered') => {
    move.reset();
    move
      .mutateAsync({ id: errand.id, status, manager: managerName() })
      .then((saved) => confirmDone(`Mandado #${saved.number}: ${errandStatusLabels[saved.status].toLowerCase()}.`))
      // The failure shows on the card (move.error).
      .catch(() => undefined);
  };
  const pending = (status: string) => move.isPending && move.variables?.status === status;

  return (
    <Card withBorder padding="sm" radius="md" data-testid="fleet-errand">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" truncate data-testid="errand-heading">
            {errandHeading(errand)} · {riderName ?? 'Sin repartidor'}
          </Text>
          <Badge variant="light" data-testid="fleet-errand-status" style={uncut}>
            {errandStatusLabels[errand.status]}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            Recoger:{' '}
          </Text>
          {placeLabel(errand.pickup)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            Entregar:{' '}
          </Text>
          {placeLabel(errand.dropoff)}
        </Text>
        {errand.amountToCollect > 0 && <Text size="sm">Cobrar: {formatMoney(errand.amountToCollect)}</Text>}
        {move.error && (
          <Alert color="red" role="alert">
            {errorMessage(move.error)}
          </Alert>
        )}
        <Group gap="xs">
          {errand.status === 'assigned' && (
            <Button
              size="md"
              style={{ flex: '1 1 auto' }}
              loading={pending('on_the_way')}
              onClick={() => void send('on_the_way')}
            >
              Recogido
            </Button>
          )}
          {errand.status === 'on_the_way' && (
            <Button
              size="md"
              color="green"
              style={{ flex: '1 1 auto' }}
              loading={pending('delivered')}
              onClick={() => void send('delivered')}
            >
              Entregado
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
};

/** Today's errands carried by the fleet's riders. */
export const FleetErrandsList = ({
  errands,
  riderName,
}: {
  errands: Errand[];
  riderName: (id: string | null) => string | null;
}) =>
  errands.length === 0 ? (
    <EmptyState title="Hoy no hay mandados" description="Los mandados que tomen tus repartidores aparecerán aquí." />
  ) : (
    <Stack gap="sm">
      {errands.map((errand) => (
        <FleetErrandCard key={errand.id} errand={errand} riderName={riderName(errand.rider)} />
      ))}
    </Stack>
  );
