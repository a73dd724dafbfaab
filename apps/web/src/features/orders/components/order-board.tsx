import type { Order } from '@backoffice/shared';
import { Badge, Button, Chip, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { groupOrders, type OrderGroup, orderGroupLabels, orderGroups } from '../lib/order-groups.ts';
import { matchesSearch } from '../lib/order-search.ts';
import { ListSearch } from './list-search.tsx';
import { OrderCard } from './order-card.tsx';

type Filter = OrderGroup | 'all';
type OrderBoardProps = {
  orders: Order[];
  now: number;
  onOpen: (order: Order) => void;
  companyNames?: Map<string, string>;
  /** Show every finished order (older pages were loaded to see them). */
  allFinishedShown?: boolean;
};

const FINISHED_SHOWN = 12;

/** Orders by state (Nuevos, Aceptados, Listos, En camino, Finalizados), newest first in each. */
export const OrderBoard = ({ orders, now, onOpen, companyNames, allFinishedShown }: OrderBoardProps) => {
  const [filter, setFilter] = useState<Filter>('all');
  const [finishedOpened, setAllFinished] = useState(false);
  const allFinished = finishedOpened || Boolean(allFinishedShown);
  const [search, setSearch] = useState('');
  const found = search.trim()
    ? orders.filter((order) =>
        matchesSearch(
          {
            number: order.number,
            names: [order.customer.name, companyNames?.get(order.company)],
            phones: [order.customer.phone],
          },
          search,
        ),
      )
    : orders;
  const groups = groupOrders(found, now);
  const shown = filter === 'all' ? orderGroups : [filter];
  const mobile = useMobileScreen();

  return (
    <Stack gap={mobile ? 'sm' : 'lg'}>
      <ListSearch label="Buscar pedidos" value={search} onChange={setSearch} />
      <Chip.Group value={filter} onChange={(value) => setFilter(value as Filter)}>
        {/* One row on a phone, scrolled sideways, so the first order shows without scrolling down. */}
        <Group gap="xs" role="group" aria-label="Filtrar por estado" wrap="nowrap" style={{ overflowX: 'auto' }} py={2}>
          <Chip value="all" size="md">
            Todos ({found.length})
          </Chip>
          {orderGroups.map((group) => (
            <Chip key={group} value={group} size="md">
              {orderGroupLabels[group]} ({groups[group].length})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown.map((group) => {
        const list = groups[group];
        if (filter === 'all' && list.length === 0 && group !== 'new') return null;
        const visible = group === 'finished' && !allFinished ? list.slice(0, FINISHED_SHOWN) : list;
        return (
          <Stack key={group} gap="sm" component="section" aria-label={orderGroupLabels[group]}>
            <Group gap="xs">
              <Title order={3} size="h4">
                {orderGroupLabels[group]}
              </Title>
              <Badge variant="light" color={group === 'new' && list.length > 0 ? 'orange' : 'gray'}>
                {list.length}
              </Badge>
            </Group>
            {list.length === 0 ? (
              <Text c="gray.7" size="sm">
                {search.trim() ? 'Ningún pedido coincide con la búsqueda.' : 'Nada en este estado.'}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
                {visible.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    now={now}
                    onOpen={onOpen}
                    companyName={companyNames?.get(order.company)}
                  />
                ))}
              </SimpleGrid>
            )}
            {visible.length < list.length && (
              <Button variant="subtle" onClick={() => setAllFinished(true)} size="md">
                Ver los {list.length} finalizados
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
};
