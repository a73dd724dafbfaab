import { type CompanyStatus, companyStatuses, companyStatusLabels } from '@backoffice/shared';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { SegmentedRadios } from '../../../components/segmented-radios.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { countLabel } from '../../../lib/plural.ts';
import { useAllCompanies } from '../api/get-all-companies.ts';
import { useCompanyPresence } from '../api/get-presence.ts';
import { CompanyCard } from '../components/company-card.tsx';
import { inPlace, placesOf } from '../lib/places.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * /companies: all of a partner's companies, of every city unless a city or state is chosen (from the ones it
 * has); the filters live in the address so they survive a reload.
 */
const CompaniesPage = () => {
  const [params, setParams] = useSearchParams();
  const place = { city: params.get('ciudad') ?? '', state: params.get('estado') ?? '' };
  const search = params.get('buscar') ?? '';
  const status = (params.get('estado_comercio') ?? 'all') as CompanyStatus | 'all';
  const list = useAllCompanies();
  const places = placesOf(list.data ?? []);
  const inChosenPlace = inPlace(list.data ?? [], place.city, place.state);
  const where =
    place.city || place.state ? `en ${[place.city, place.state].filter(Boolean).join(', ')}` : 'en todas tus ciudades';
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

  const visible = inChosenPlace.filter(
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
          <Group align="flex-end" gap="sm" wrap="wrap">
            <LazySelect
              label="Ciudad"
              placeholder="Todas las ciudades"
              leftSection={<IconMapPin size={16} />}
              data={places.cities}
              value={places.cities.find((city) => city === place.city) ?? null}
              onChange={(city) => update({ ciudad: city ?? '' })}
              searchable
              clearable
              nothingFoundMessage="Ninguna de tus ciudades"
              style={{ flex: '1 1 160px' }}
            />
            <LazySelect
              label="Estado"
              placeholder="Todos los estados"
              data={places.states}
              value={places.states.find((state) => state === place.state) ?? null}
              onChange={(state) => update({ estado: state ?? '' })}
              searchable
              clearable
              nothingFoundMessage="Ninguno de tus estados"
              style={{ flex: '1 1 160px' }}
            />
          </Group>
          <Text size="sm" data-testid="companies-count">
            {list.isPending ? (
              <Skeleton component="span" h={14} w={200} display="inline-block" />
            ) : list.isError ? (
              'No se pudo contar los comercios.'
            ) : (
              `${countLabel(inChosenPlace.length, 'comercio', 'comercios')} ${where}`
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
        <SegmentedRadios
          label="Estado del comercio"
          value={status}
          onChange={(value) => update({ estado_comercio: value === 'all' ? '' : value })}
          options={[
            { value: 'all', label: 'Todos' },
            ...companyStatuses.map((s) => ({ value: s, label: companyStatusLabels[s] })),
          ]}
        />
      </Group>
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} role="status" aria-label="Cargando comercios">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : visible.length === 0 ? (
        <EmptyState
          title={inChosenPlace.length === 0 ? 'No hay comercios aquí' : 'Ningún comercio coincide'}
          description={
            inChosenPlace.length === 0
              ? 'Elige otra ciudad o estado, o da de alta un comercio.'
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
