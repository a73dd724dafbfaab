import { formatPhone } from '@backoffice/shared';
import { Badge, Button, Group, Loader, Pagination, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/clock.ts';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { formatMoney } from '../../../lib/money.ts';
import { CUSTOMERS_PAGE_SIZE, customersCsvUrl, useCustomers } from '../api/get-customers.ts';

// A customer's drawer (notes, erasure, the customer schemas and the phone library) loads when one is opened, not
// with the book (decision 057).
const CustomerDrawer = lazyScreen(() =>
  import('../components/customer-drawer.tsx').then((module) => ({ default: module.CustomerDrawer })),
);

/** /customers: the company's customer book, searched by name or phone; ?id= opens a customer (from an order). */
const CustomersPage = () => {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useCustomers(q, page);
  const openId = params.get('id');
  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      },
      { replace: !id },
    );
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / CUSTOMERS_PAGE_SIZE));

  return (
    <Page
      title="Clientes"
      actions={
        <Button
          component="a"
          href={customersCsvUrl(q)}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          Exportar CSV
        </Button>
      }
    >
      <TextInput
        label="Buscar cliente"
        placeholder="Nombre o teléfono"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        rightSection={query.isFetching && !query.isPending ? <Loader size="xs" /> : null}
      />
      {query.isPending ? (
        <Group justify="center" p="xl">
          <Loader aria-label="Cargando clientes" />
        </Group>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={26} />}
          title={q ? 'Nadie coincide con la búsqueda' : 'Aún no hay clientes'}
          description={
            q
              ? 'Prueba con otra parte del nombre o con los dígitos del teléfono.'
              : 'Cada pedido entregado suma a su cliente aquí, con su teléfono, direcciones y lo que ha gastado.'
          }
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {query.data.total === 1 ? '1 cliente' : `${query.data.total} clientes`}
          </Text>
          {query.data.items.map((customer) => (
            <Paper key={customer.id} withBorder radius="md" p={0}>
              <UnstyledButton onClick={() => open(customer.id)} p="sm" w="100%" data-testid="customer-row">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate>
                      {customer.name || 'Sin nombre'}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatPhone(customer.phone)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light" color="gray">
                      {customer.orderCount === 1 ? '1 pedido' : `${customer.orderCount} pedidos`}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {formatMoney(customer.totalSpent)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Último: {formatDateTime(customer.lastOrderAt)}
                    </Text>
                  </Group>
                </Group>
              </UnstyledButton>
            </Paper>
          ))}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      )}
      {openId && (
        <LazyDialog title="Cliente" place="right" onClose={() => open(null)} errorTitle="No pudimos abrir el cliente">
          <CustomerDrawer id={openId} onClose={() => open(null)} />
        </LazyDialog>
      )}
    </Page>
  );
};

export default CustomersPage;
