import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDevices } from '@tabler/icons-react';
import { EmptyState, ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { countLabel } from '../../../lib/plural.ts';
import { useCloseOtherSessions, useCloseSession, useOpenSessions } from '../api/account-api.ts';
import { describeDevice, formatWhen } from '../lib/describe-session.ts';

const failed = (error: unknown) =>
  notifications.show({ color: 'red', title: 'No pudimos cerrar la sesión', message: errorMessage(error) });

/** Where this account is signed in, with a way to close any other session or all of them. */
export const OpenSessions = () => {
  const sessions = useOpenSessions();
  const closeOne = useCloseSession();
  const closeOthers = useCloseOtherSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={4}>Sesiones abiertas</Title>
            <Text size="sm" c="dimmed">
              Los dispositivos donde has iniciado sesión. Cierra los que no reconozcas.
            </Text>
          </Stack>
          {others.length > 0 && (
            <Button
              color="red"
              variant="light"
              loading={closeOthers.isPending}
              onClick={() =>
                closeOthers.mutate(undefined, {
                  onSuccess: ({ ended }) =>
                    notifications.show({
                      color: 'green',
                      title: 'Sesiones cerradas',
                      message: `Cerramos ${countLabel(ended, 'sesión', 'sesiones')}.`,
                    }),
                  onError: failed,
                })
              }
            >
              Cerrar las demás sesiones
            </Button>
          )}
        </Group>
        {sessions.isPending ? (
          <Stack gap="xs" role="status" aria-label="Cargando sesiones">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : sessions.isError ? (
          <ErrorState error={sessions.error} onRetry={() => sessions.refetch()} retrying={sessions.isFetching} />
        ) : sessions.data.length === 0 ? (
          <EmptyState title="No hay sesiones abiertas" icon={<IconDevices size={26} />} />
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sessions.data.map((session) => (
              <Paper key={session.id} component="li" withBorder p="sm" radius="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {describeDevice(session.userAgent)}
                      </Text>
                      {session.current && (
                        <Badge size="sm" variant="light" color="green">
                          Esta sesión
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      Última actividad: {formatWhen(session.lastSeenAt)}
                      {session.ip ? ` · ${session.ip}` : ''}
                    </Text>
                  </Stack>
                  {!session.current && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={closeOne.isPending && closeOne.variables === session.id}
                      onClick={() => closeOne.mutate(session.id, { onError: failed })}
                    >
                      Cerrar
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
};
