import type { RiderCash } from '@backoffice/shared';
import { Button, Card, Group, Modal, Stack, Table, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MoneyInput } from '../../../components/money-input.tsx';
import { ErrorState, MutationError } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useRecordHandover, useRiderCash } from '../api/rider-app-access.ts';

const HandoverModal = ({ rider, onClose }: { rider: RiderCash; onClose: () => void }) => {
  const record = useRecordHandover();
  const [amount, setAmount] = useState<number>(rider.cashInHand / 100);
  const [note, setNote] = useState('');
  const cents = Math.round(Number(amount) * 100);
  const invalid = !Number.isFinite(cents) || cents <= 0 || cents > rider.cashInHand;
  const submit = () =>
    record.mutate(
      { rider: rider.rider, amount: cents, note: note.trim() || undefined },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            title: 'Corte registrado',
            message: `${rider.name} entregó ${formatMoney(saved.amount)}; le quedan ${formatMoney(saved.cashInHand)}.`,
          });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Registrar corte de ${rider.name}`}>
      <Stack gap="sm">
        <Text size="sm">Efectivo en mano: {formatMoney(rider.cashInHand)}</Text>
        <MoneyInput
          label="Monto que entrega"
          value={amount}
          onChange={(value) => setAmount(Number(value))}
          error={invalid ? `Escribe un monto mayor que cero y hasta ${formatMoney(rider.cashInHand)}` : undefined}
        />
        <Textarea label="Nota" maxLength={300} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        <MutationError mutation={record} title="No se registró el corte" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={invalid} loading={record.isPending}>
            Registrar corte
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

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
      {handing && <HandoverModal rider={handing} onClose={() => setHanding(null)} />}
    </Card>
  );
};
