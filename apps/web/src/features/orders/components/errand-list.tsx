import { type Errand, type ErrandStatus, errandStatuses, errandStatusLabels } from '@backoffice/shared';
import { Chip, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/query-state.tsx';
import { matchesSearch } from '../lib/order-search.ts';
import { riderName } from '../lib/riders.ts';
import { ErrandCard } from './errand-card.tsx';
import { ListSearch } from './list-search.tsx';

type ErrandListProps = {
  errands: Errand[];
  now: number;
  companyNames: Map<string, string>;
  riderNames: Map<string, string>;
  onOpen: (errand: Errand) => void;
};

/** The partner's errands, newest first, filterable by status. */
export const ErrandList = ({ errands, now, companyNames, riderNames, onOpen }: ErrandListProps) => {
  const [status, setStatus] = useState<ErrandStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const byStatus = status === 'all' ? errands : errands.filter((errand) => errand.status === status);
  const shown = byStatus.filter((errand) =>
    matchesSearch(
      {
        number: errand.number,
        names: [
          errand.customer?.name,
          errand.pickup.name,
          errand.company ? companyNames.get(errand.company) : undefined,
          errand.dropoff.name,
          errand.dropoff.address,
        ],
        phones: [errand.customer?.phone, errand.dropoff.phone, errand.pickup.phone],
      },
      search,
    ),
  );
  return (
    <Stack>
      <ListSearch label="Buscar mandados" value={search} onChange={setSearch} />
      <Chip.Group value={status} onChange={(value) => setStatus(value as ErrandStatus | 'all')}>
        <Group
          gap="xs"
          role="group"
          aria-label="Filtrar mandados por estado"
          wrap="nowrap"
          style={{ overflowX: 'auto' }}
          py={2}
        >
          <Chip value="all" size="md">
            Todos ({errands.length})
          </Chip>
          {errandStatuses.map((value) => (
            <Chip key={value} value={value} size="md">
              {errandStatusLabels[value]} ({errands.filter((errand) => errand.status === value).length})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown.length === 0 ? (
        search.trim() ? (
          <EmptyState title="Ningún mandado coincide con la búsqueda" />
        ) : (
          <EmptyState
            title="Sin mandados por ahora"
            description="Aquí aparecerán en vivo los mandados de tus comercios."
          />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
          {shown.map((errand) => (
            <ErrandCard
              key={errand.id}
              errand={errand}
              now={now}
              companyName={errand.company ? companyNames.get(errand.company) : undefined}
              riderName={riderName(riderNames, errand.rider)}
              onOpen={onOpen}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};
