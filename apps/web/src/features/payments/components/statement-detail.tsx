import { ledgerEntryKindLabels, type StatementLine } from '@backoffice/shared';
import { Badge, Button, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/clock.ts';
import { formatMoney } from '../../../lib/money.ts';
import { downloadText } from '../../reports/index.ts';
import { useStatement } from '../api/company-ledger.ts';
import { periodLabel } from '../lib/balance.ts';
import { statementCsv } from '../lib/statement-csv.ts';
import './statement-print.css';

type Props = {
  company: { id: string; name: string; currency: string; timezone: string };
  period: string;
  /** Partner admins correct a line with a new one (lines are never edited). */
  onCorrectLine?: (line: StatementLine) => void;
};

/** One statement with its lines; CSV download and a print layout (only this statement prints). */
export const StatementDetail = ({ company, period, onCorrectLine }: Props) => {
  // The day picked belongs to its period: another period starts again at its own default.
  const [picked, setPicked] = useState<{ period: string; day: string } | null>(null);
  const day = picked?.period === period ? picked.day : undefined;
  const statement = useStatement(company.id, period, day);
  const money = (cents: number) => formatMoney(cents, company.currency);
  if (statement.isPending)
    return <Skeleton height={220} radius="md" role="status" aria-label="Cargando estado de cuenta" />;
  if (statement.isError) return <ErrorState error={statement.error} onRetry={() => statement.refetch()} />;
  const data = statement.data;
  const label = periodLabel(data.periodStart, data.periodEnd);
  return (
    <Paper withBorder p="md" radius="md" className="printable-statement" data-testid="statement-detail">
      <Stack gap="sm">
        <div className="print-only">
          <Title order={3}>Estado de cuenta · {company.name}</Title>
          <Text size="sm">Impreso el {new Date().toLocaleDateString('es-MX')}</Text>
        </div>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{label}</Text>
            <Badge color={data.closed ? 'gray' : 'green'} variant="light">
              {data.closed ? 'Cerrado' : 'En curso'}
            </Badge>
          </Group>
          <Group gap="xs" className="no-print">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              disabled={data.lines.length === 0}
              onClick={() =>
                downloadText(
                  statementCsv(data, company.timezone),
                  `estado-de-cuenta-${data.periodStart}${data.day ? `-dia-${data.day}` : ''}.csv`,
                )
              }
            >
              CSV
            </Button>
            <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={() => window.print()}>
              Imprimir
            </Button>
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">Saldo inicial: {money(data.opening)}</Text>
          <Text size="sm" data-testid="statement-total">
            Total del periodo: {money(data.total)}
          </Text>
          <Text size="sm" fw={700}>
            Saldo final: {money(data.closing)}
          </Text>
        </Group>
        {data.day !== null && data.days.length > 0 && (
          <LazySelect
            className="no-print"
            label="Movimientos del día"
            description="El periodo tiene muchos movimientos: se muestran por día."
            data={data.days.map((entry) => ({
              value: entry.day,
              label: `${entry.day} · ${entry.lineCount} movimientos · ${money(entry.total)}`,
            }))}
            value={data.day}
            onChange={(value) => value && setPicked({ period, day: value })}
            allowDeselect={false}
            maw={420}
          />
        )}
        {data.lines.length === 0 ? (
          <EmptyState
            title="Sin movimientos en este periodo"
            description="Aquí aparecerán tus pedidos entregados y pagos."
          />
        ) : (
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
            <Table striped highlightOnHover verticalSpacing="xs" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Concepto</Table.Th>
                  <Table.Th>Detalle</Table.Th>
                  <Table.Th ta="right">Importe</Table.Th>
                  {onCorrectLine && <Table.Th className="no-print" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line) => {
                  return (
                    <Table.Tr key={line.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(line.occurredAt, company.timezone)}
                      </Table.Td>
                      <Table.Td>{ledgerEntryKindLabels[line.kind]}</Table.Td>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td ta="right" c={line.amount < 0 ? 'green.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
                        {money(line.amount)}
                      </Table.Td>
                      {onCorrectLine && (
                        <Table.Td className="no-print" ta="right">
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={() => onCorrectLine(line)}
                            aria-label={`Corregir: ${line.description}`}
                          >
                            Corregir
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        <Text size="xs" c="dimmed">
          Importes positivos: lo que debes a tu socio. Negativos: lo que tu socio te debe.
        </Text>
      </Stack>
    </Paper>
  );
};
