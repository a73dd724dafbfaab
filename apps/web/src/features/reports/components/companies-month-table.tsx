import { Anchor, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { countLabel } from '../../../lib/plural.ts';
import {
  type CompanyFigures,
  type CompanySortKey,
  DEFAULT_COMPANY_SORT,
  nextSort,
  salesShare,
  sortCompanies,
} from '../lib/company-table.ts';

type Props = { companies: CompanyFigures[] };

/** Each company's orders and sales of the month, sortable, each linking to its page. */
export const CompaniesMonthTable = ({ companies }: Props) => {
  const [sort, setSort] = useState(DEFAULT_COMPANY_SORT);
  const rows = sortCompanies(companies, sort);
  const totalSales = companies.reduce((sum, row) => sum + row.sales, 0);
  const onSort = (key: CompanySortKey) => setSort((current) => nextSort(current, key));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>Comercios</Title>
        <Text size="sm" c="dimmed">
          {countLabel(companies.length, 'comercio', 'comercios')}
        </Text>
        <Table.ScrollContainer minWidth={340} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table highlightOnHover verticalSpacing="sm" aria-label="Ventas por comercio">
            <Table.Thead>
              <Table.Tr>
                <SortableHeader label="Comercio" column="name" sort={sort} onSort={onSort} />
                <SortableHeader label="Pedidos" column="orders" sort={sort} onSort={onSort} align="right" />
                <SortableHeader label="Ventas" column="sales" sort={sort} onSort={onSort} align="right" />
                <Table.Th visibleFrom="sm" w={160}>
                  Parte de las ventas
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const share = salesShare(row.sales, totalSales);
                return (
                  <Table.Tr key={row.company} data-testid="company-month-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/company/${row.company}`} fw={600}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{row.orders.toLocaleString('es-MX')}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.sales)}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Progress value={share} aria-label={`${row.name}: ${share} % de las ventas`} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
};
