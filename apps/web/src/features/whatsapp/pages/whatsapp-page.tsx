import { Alert, Group, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Page } from '../../../components/page.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { CompaniesPanel } from '../components/companies-panel.tsx';
import { SessionPanel } from '../components/session-panel.tsx';
import { TemplatesPanel } from '../components/templates-panel.tsx';
import { useWhatsappSession } from '../hooks/use-whatsapp-session.ts';

const WhatsappPage = () => {
  const { business } = useAuth();
  const isAdmin = business?.type === 'partner' && business.role === 'admin';
  const { query, liveStatus, refresh } = useWhatsappSession(isAdmin);

  if (!isAdmin) {
    return (
      <Page title="WhatsApp">
        <Alert color="secondary">Solo una cuenta administradora del socio puede conectar WhatsApp.</Alert>
      </Page>
    );
  }

  return (
    <Page
      title="WhatsApp"
      actions={
        <Group gap="xs">
          {liveStatus !== 'online' && (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Conectando con el servidor…
              </Text>
            </Group>
          )}
          <RefreshButton
            label="Actualizar estado"
            onRefresh={async () => {
              refresh();
              const result = await query.refetch();
              if (result.isError) throw result.error;
            }}
          />
        </Group>
      }
    >
      <Stack>
        {query.isPending ? (
          <Skeleton h={180} radius="md" />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : (
          <SessionPanel session={query.data} onChanged={refresh} />
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <TemplatesPanel />
          <CompaniesPanel />
        </SimpleGrid>
      </Stack>
    </Page>
  );
};

export default WhatsappPage;
