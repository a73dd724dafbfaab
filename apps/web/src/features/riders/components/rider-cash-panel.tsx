import type { RiderCash } from '@backoffice/shared';
import { Button, Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useRiderCash } from '../api/rider-app-access.ts';

// The handover's dialog and form (Modal, @mantine/form, the handover schema) load when a handover is first recorded,
// not with the riders screen; a panel with the dialog's title and a loader answers the press (decision 057).
const HandoverModal = lazyScreen(() =>
  import('./handover-modal.tsx').then((module) => ({ default: module.HandoverModal })),
);

/** Cash each rider collected today and holds now, with "Registrar corte" (decision 042). */
export const RiderCashPanel = () => {
  const cash = useRiderCash();
  const [handing, setHanding] = useState<RiderCash | null>(null);
  const rows = (cash.data?.items ?? []).filter((row) => row.cashInHand !== 0 || row.collectedToday > 0);
  return (
    <Card withBorder padding="sm" mb="md" aria-labelledby="rider-cash-title">
      <Title order={2} size="h4" id="rider-cash-title" mb="xs">
        Efectivo de repartidores
      </Title>
      {cash.isPending && <Text size="sm">Cargando efectivo…</Text>}
      {cash.isError && <ErrorState error={cash.error} onRetry={() => cash.refetch()} retrying={cash.isFetching} />}
      {cash.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Ningún repartidor tiene efectivo por entregar.
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" data-testid="rider-cash-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Repartidor</Table.Th>
                <Table.Th ta="right">Cobrado hoy</Table.Th>
                <Table.Th ta="right">Entregado hoy</Table.Th>
                <Table.Th ta="right">En mano</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.rider}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.collectedToday)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.handedOverToday)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMoney(row.cashInHand)}
                  </Table.Td>
                  <Table.Td>
                    {row.canHandOver && row.cashInHand > 0 && (
                      <Button size="compact-sm" variant="light" onClick={() => setHanding(row)}>
                        Registrar corte
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {handing && (
        <LazyDialog
          title={`Registrar corte de ${handing.name}`}
          place="center"
          onClose={() => setHanding(null)}
          errorTitle="No pudimos abrir el corte"
        >
          <HandoverModal rider={handing} onClose={() => setHanding(null)} />
        </LazyDialog>
      )}
    </Card>
  );
};
