import { type CompanyStatus, companyStatuses, companyStatusLabels } from '@backoffice/shared';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PlaceFilter } from '../../../components/place-filter.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { usePartnerPlace } from '../../../hooks/use-partner-place.ts';
import { countLabel } from '../../../lib/plural.ts';
import { useCityStateCount } from '../api/count-city-state-companies.ts';
import { useCityStateCompanies } from '../api/get-city-state-companies.ts';
import { useCompanyPresence } from '../api/get-presence.ts';
import { CompanyCard } from '../components/company-card.tsx';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** /companies: a partner's companies of one city and state; the filter lives in the address so it survives a reload. */
const CompaniesPage = () => {
  const home = usePartnerPlace();
  const [params, setParams] = useSearchParams();
  const place = { city: params.get('ciudad') ?? home.city, state: params.get('estado') ?? home.state };
  const search = params.get('buscar') ?? '';
  const status = (params.get('estado_comercio') ?? 'all') as CompanyStatus | 'all';
  const list = useCityStateCompanies(place);
  const count = useCityStateCount(place);
  const presence = useCompanyPresence();
  const mayCreate = useAccountMay('companies.create');
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) value ? next.set(key, value) : next.delete(key);
        return next;
      },
      { replace: true },
    );

  const visible = (list.data ?? []).filter(
    (company) =>
      (status === 'all' || company.status === status) &&
      fold(`${company.name} ${company.address}`).includes(fold(search.trim())),
  );

  return (
    <Page
      title="Comercios"
      actions={
        mayCreate && (
          <Button component={Link} to="/companies/create" leftSection={<IconPlus size={18} />}>
            Nuevo comercio
          </Button>
        )
      }
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <PlaceFilter
            value={place}
            loading={list.isFetching}
            onChange={({ city, state }) => update({ ciudad: city, estado: state })}
          />
          <Text size="sm" data-testid="companies-count">
            {!place.city || !place.state ? (
              'Escribe una ciudad y un estado para ver sus comercios.'
            ) : count.isPending ? (
              <Skeleton component="span" h={14} w={200} display="inline-block" />
            ) : count.isError ? (
              'No se pudo contar los comercios.'
            ) : (
              `${countLabel(count.data, 'comercio', 'comercios')} en ${place.city}, ${place.state}`
            )}
          </Text>
        </Stack>
      </Paper>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Buscar comercio"
          placeholder="Buscar por nombre o dirección"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => update({ buscar: event.currentTarget.value })}
          style={{ flex: '1 1 240px' }}
        />
        <SegmentedControl
          value={status}
          onChange={(value) => update({ estado_comercio: value === 'all' ? '' : value })}
          data={[
            { value: 'all', label: 'Todos' },
            ...companyStatuses.map((s) => ({ value: s, label: companyStatusLabels[s] })),
          ]}
        />
      </Group>
      {list.isPending && place.city && place.state ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} role="status" aria-label="Cargando comercios">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : visible.length === 0 ? (
        <EmptyState
          title={(list.data ?? []).length === 0 ? 'No hay comercios en esta ciudad' : 'Ningún comercio coincide'}
          description={
            (list.data ?? []).length === 0
              ? 'Prueba con otra ciudad y estado, o da de alta un comercio.'
              : 'Cambia la búsqueda o el filtro de estado.'
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {visible.map((company) => (
            <CompanyCard key={company.id} company={company} presence={presence.data?.get(company.id)} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
};

export default CompaniesPage;
