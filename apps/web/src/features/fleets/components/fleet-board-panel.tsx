import type { FleetBoard } from '@backoffice/shared';
import { fleetRiderStateLabels } from '@backoffice/shared/fleet-words';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';

const stateColors = { free: 'green', busy: 'orange', off: 'gray' } as const;

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Card withBorder padding="sm" radius="md">
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700} size="xl">
      {value}
    </Text>
  </Card>
);

/** Today's totals and each rider with its state, current errand, deliveries and cash to settle. */
export const FleetBoardPanel = ({ board, errandLabel }: { board: FleetBoard; errandLabel: (id: string) => string }) => (
  <Stack>
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Figure label="Entregados hoy" value={String(board.today.delivered)} />
      <Figure
        label="Minutos promedio"
        value={board.today.averageMinutes === null ? '—' : `${Math.round(board.today.averageMinutes)} min`}
      />
      <Figure label="Efectivo por liquidar" value={formatMoney(board.today.cash)} />
    </SimpleGrid>
    {board.riders.length === 0 ? (
      <EmptyState title="Aún no tienes repartidores" description="Agrégalos en Repartidores para verlos aquí." />
    ) : (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {board.riders.map((rider) => (
          <Card key={rider.id} withBorder padding="sm" radius="md" data-testid="fleet-rider">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} truncate>
                {rider.name}
              </Text>
              <Badge
                color={stateColors[rider.state]}
                variant="light"
                style={{ flexShrink: 0 }}
                data-testid="fleet-rider-state"
              >
                {fleetRiderStateLabels[rider.state]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {rider.currentErrand ? `Mandado en curso: ${errandLabel(rider.currentErrand)}` : 'Sin mandado en curso'}
            </Text>
            <Text size="sm">
              Entregados hoy: {rider.deliveredToday} · Efectivo: {formatMoney(rider.cashToday)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    )}
  </Stack>
);
