import type { CompanyBalance } from '@backoffice/shared';
import { Anchor, Button, Group, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { partnerWording } from '../lib/balance.ts';
import { type BalanceSort, type BalanceSortKey, nextSort, sortBalances } from '../lib/balances-table.ts';

type Props = {
  rows: CompanyBalance[];
  sort: BalanceSort;
  onSort: (sort: BalanceSort) => void;
  onRecord?: (row: CompanyBalance) => void;
  onCorrect?: (row: CompanyBalance) => void;
  onOpen: (row: CompanyBalance) => void;
};

export const BalancesTable = ({ rows, sort, onSort, onRecord, onCorrect, onOpen }: Props) => {
  const header = (label: string, column: BalanceSortKey, align: 'left' | 'right' = 'right', visibleFrom?: 'sm') => (
    <SortableHeader
      label={label}
      column={column}
      sort={sort}
      onSort={(key) => onSort(nextSort(sort, key))}
      align={align}
      visibleFrom={visibleFrom}
    />
  );
  return (
    <Paper withBorder radius="md">
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
        <Table verticalSpacing="xs" highlightOnHover data-testid="balances-table">
          <Table.Thead>
            <Table.Tr>
              {header('Comercio', 'name', 'left')}
              {header('Ciudad', 'city', 'left', 'sm')}
              {header('Saldo', 'balance')}
              {header('Periodo en curso', 'periodTotal', 'right', 'sm')}
              {header('Cobrado en línea', 'onlineCollected', 'right', 'sm')}
              {header('Por pagar', 'payoutOwed')}
              {onRecord && onCorrect && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortBalances(rows, sort).map((row) => (
              <Table.Tr key={row.company}>
                <Table.Td fw={600}>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    size="sm"
                    onClick={() => onOpen(row)}
                    aria-label={`Ver el estado de cuenta de ${row.name}`}
                  >
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td visibleFrom="sm">{`${row.city}, ${row.state}`}</Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" c={row.balance > 0 ? 'orange.8' : row.balance < 0 ? 'green.8' : undefined}>
                    {partnerWording(row.balance, row.currency)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {formatMoney(row.periodTotal, row.currency)}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {formatMoney(row.onlineCollected, row.currency)}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(row.payoutOwed, row.currency)}</Table.Td>
                {onRecord && onCorrect && (
                  <Table.Td ta="right">
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => onRecord(row)}>
                        Registrar pago
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onCorrect(row)}
                        aria-label={`Corregir el saldo de ${row.name}`}
                      >
                        Corregir
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
};
