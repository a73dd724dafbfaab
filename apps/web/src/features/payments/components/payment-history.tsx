import { paymentStatusLabels, settlementMethodLabels } from '@backoffice/shared';
import { Badge, Button, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/clock.ts';
import { formatMoney } from '../../../lib/money.ts';
import { HISTORY_PAGE_SIZE, usePaymentHistory } from '../api/company-ledger.ts';

const statusColor = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  review: 'orange',
  refunded: 'gray',
  charged_back: 'gray',
} as const;

export const PaymentHistory = ({
  company,
  currency,
  timeZone,
}: {
  company: string;
  currency: string;
  timeZone: string;
}) => {
  const [offset, setOffset] = useState(0);
  const history = usePaymentHistory(company, offset);
  return (
    <Stack gap="sm">
      <Title order={4}>Historial de pagos</Title>
      {history.isPending ? (
        <Skeleton height={120} radius="md" role="status" aria-label="Cargando pagos" />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <EmptyState
          title="Todavía no hay pagos"
          description="Aquí verás los pagos en línea y los que registre tu socio."
        />
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
            <Table verticalSpacing="xs" miw={520} data-testid="payment-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Quién pagó</Table.Th>
                  <Table.Th>Forma</Table.Th>
                  <Table.Th>Referencia</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th ta="right">Importe</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.items.map((payment) => {
                  return (
                    <Table.Tr key={payment.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(payment.paidAt ?? payment.createdAt, timeZone)}
                      </Table.Td>
                      <Table.Td>
                        {payment.direction === 'company_to_partner' ? 'Comercio → socio' : 'Socio → comercio'}
                      </Table.Td>
                      <Table.Td>{settlementMethodLabels[payment.method]}</Table.Td>
                      <Table.Td>{payment.reference ?? payment.gatewayPaymentId ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColor[payment.status]} variant="light">
                          {paymentStatusLabels[payment.status]}
                        </Badge>
                        {payment.captured && (
                          <Text size="xs" c="dimmed">
                            {`La pasarela cobró ${formatMoney(payment.captured.amount, payment.captured.currency)}`}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(payment.amount, currency)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {history.data.total > HISTORY_PAGE_SIZE && (
            <Group justify="space-between" p="xs">
              <Text size="xs" c="dimmed">
                {`${offset + 1}–${Math.min(offset + HISTORY_PAGE_SIZE, history.data.total)} de ${history.data.total}`}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={offset === 0}
                  onClick={() => setOffset(offset - HISTORY_PAGE_SIZE)}
                >
                  Anteriores
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={offset + HISTORY_PAGE_SIZE >= history.data.total}
                  onClick={() => setOffset(offset + HISTORY_PAGE_SIZE)}
                >
                  Siguientes
                </Button>
              </Group>
            </Group>
          )}
        </Paper>
      )}
    </Stack>
  );
};
