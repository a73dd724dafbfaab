import { Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { useCompanySettings, useSetCompanyEnabled } from '../api/whatsapp-companies.ts';

/** Customer messages can be switched off for a whole company. */
export const CompaniesPanel = () => {
  const settings = useCompanySettings();
  const update = useSetCompanyEnabled();
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Stack gap={2}>
          <Title order={4}>Comercios</Title>
          <Text size="sm" c="dimmed">
            Los clientes de un comercio desactivado no reciben mensajes de WhatsApp.
          </Text>
        </Stack>
        {settings.isPending ? (
          <Loader size="sm" aria-label="Cargando comercios" />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => settings.refetch()} retrying={settings.isFetching} />
        ) : settings.data.length === 0 ? (
          <EmptyState title="Aún no tienes comercios" />
        ) : (
          settings.data.map((setting) => (
            <Switch
              key={setting.company}
              label={setting.name}
              checked={setting.enabled}
              disabled={update.isPending && update.variables?.company === setting.company}
              onChange={(event) =>
                update.mutate(
                  { company: setting.company, enabled: event.currentTarget.checked },
                  {
                    onSuccess: (_, { enabled }) =>
                      notifications.show({
                        color: 'green',
                        message: `${setting.name}: mensajes ${enabled ? 'activados' : 'desactivados'}.`,
                      }),
                    onError: (error) =>
                      notifications.show({ color: 'red', title: 'No se pudo cambiar', message: errorMessage(error) }),
                  },
                )
              }
            />
          ))
        )}
      </Stack>
    </Paper>
  );
};
