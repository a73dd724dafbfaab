import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { EmptyState, ErrorState } from '../../../components/query-state.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { useFirstDrawDeferred } from '../../../hooks/use-first-draw-deferred.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCompaniesByIds } from '../api/get-companies-by-ids.ts';
import { useCompanyPresence } from '../api/get-presence.ts';
import { openLabel } from '../components/open-label.ts';
import { ScreenPresenceBadge } from '../components/screen-presence-badge.tsx';

/** A partner's companies (its listen_for) at a glance: how many, which take orders now, which wait for activation. */
const PartnerHomePage = () => {
  const { business } = useAuth();
  const ids = business?.type === 'partner' ? business.listen_for : [];
  const query = useCompaniesByIds(ids);
  const presence = useCompanyPresence();
  const mayCreate = useAccountMay('companies.create');
  // The list, its figures and its badges are drawn in the background once both have come (a synchronous draw of
  // 35–45 ms at full speed on this machine, the longest task after the first paint), then at once on each change.
  const settled = useFirstDrawDeferred(query.isPending || presence.isPending ? undefined : true);
  const actions = (
    <Group gap="xs">
      <Button component={Link} to="/companies" variant="default" leftSection={<IconBuildingStore size={18} />}>
        Ver comercios
      </Button>
      {mayCreate && (
        <Button component={Link} to="/companies/create" leftSection={<IconPlus size={18} />}>
          Nuevo comercio
        </Button>
      )}
    </Group>
  );

  if (ids.length === 0) {
    return (
      <Page title="Inicio" actions={actions}>
        <EmptyState
          title="Aún no administras comercios"
          description={
            mayCreate
              ? 'Da de alta tu primer comercio para empezar.'
              : 'Pide a un administrador que te asigne comercios.'
          }
        />
      </Page>
    );
  }
  const companies = query.data ?? [];
  return (
    <Page title="Inicio" actions={actions}>
      {/* The list is drawn with its screens' presence: a badge drawn later made a row two lines and moved the rows
          below it (a layout shift on a phone). A presence that fails leaves the list without its badges. */}
      {!settled ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} role="status" aria-label="Cargando comercios">
          {[1, 2, 3].map((item) => (
            <Skeleton key={item} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <StatCard label="Comercios" value={String(companies.length)} />
            <StatCard label="Abiertos ahora" value={String(companies.filter((c) => c.openNow).length)} />
            <StatCard
              label="Pendientes de activar"
              value={String(companies.filter((c) => c.status === 'pending').length)}
            />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Title order={4}>Tus comercios</Title>
              {companies.map((company) => {
                const open = openLabel(company);
                return (
                  <Group key={company.id} justify="space-between" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={`/company/${company.id}`} fw={600} lineClamp={1}>
                        {company.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {company.city}, {company.state}
                      </Text>
                    </Stack>
                    <Group gap={6} justify="flex-end">
                      <ScreenPresenceBadge company={company} presence={presence.data?.get(company.id)} />
                      <Badge color={open.color} variant="dot">
                        {open.label}
                      </Badge>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          </Paper>
        </Stack>
      )}
    </Page>
  );
};

export default PartnerHomePage;
